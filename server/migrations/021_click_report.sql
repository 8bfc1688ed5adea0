-- The click report. A counted click now names the app that drew the page it came from and the
-- version of that app the clicker was served (see affiliate.ts).
ALTER TABLE affiliate_clicks ADD COLUMN page_app text, ADD COLUMN app_version text;
CREATE INDEX affiliate_clicks_time ON affiliate_clicks (clicked_at);

-- Clicks that were not counted, per UTC day, casino and reason: a robot, a HEAD request, a
-- prefetch, or the same client on the same casino again within the repeat window. Counts only.
CREATE TABLE affiliate_clicks_filtered (
  day date NOT NULL,
  casino_slug text NOT NULL,
  reason text NOT NULL CHECK (reason IN ('robot', 'head', 'prefetch', 'repeat')),
  count integer NOT NULL,
  PRIMARY KEY (day, casino_slug, reason)
);

-- Page views per UTC day and page, as the pages report them (the view beacon and in-app
-- navigations), robots left out: what a click-through rate is measured against.
CREATE TABLE page_views (
  day date NOT NULL,
  path text NOT NULL,
  language text NOT NULL CHECK (language IN ('de', 'en')),
  views integer NOT NULL,
  PRIMARY KEY (day, path)
);

-- The repeat check, shared by every server: a keyed hash of (address, user agent, casino) and
-- when it last counted, kept only as long as the repeat window; the key is random per UTC day
-- and deleted the day after, so no hash can be tied to an address once it is gone.
CREATE TABLE click_repeat_keys (
  day date PRIMARY KEY,
  key text NOT NULL
);
CREATE TABLE click_repeats (
  fingerprint text PRIMARY KEY,
  seen_at timestamptz NOT NULL
);
CREATE INDEX click_repeats_seen ON click_repeats (seen_at);

-- The reason given for an erasure of a subscriber's data, which the console asks for as it asks
-- for one with every change (the admin API and the command may give one); never the address.
ALTER TABLE subscriber_data_requests ADD COLUMN reason text;
