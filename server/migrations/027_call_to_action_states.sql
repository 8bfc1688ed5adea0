-- The record of what the site showed: every change of a casino's calls to action (its play and
-- claim buttons, bonus codes, /go/ redirect) between shown and withheld, with the reasons and
-- the moment. A row is written only when a casino's state differs from its latest row, so the
-- state at any moment is the latest row at or before it (npm run compliance -- --at <time>).
-- Casinos are named by slug: one that leaves the catalogue keeps its history.
CREATE TABLE call_to_action_states (
  casino_slug text NOT NULL,
  changed_at timestamptz NOT NULL,
  casino_name text NOT NULL,
  shown boolean NOT NULL,
  -- Reason ids, in order: licence (PLAY_LICENCES), quiet-hours, whitelist (AD_RULES=de), and
  -- offer-window where the buttons stay but the welcome offer is outside its window.
  reasons jsonb NOT NULL DEFAULT '[]',
  -- The whitelist's reason in words, where it is one.
  detail text,
  PRIMARY KEY (casino_slug, changed_at)
);

CREATE INDEX call_to_action_states_at ON call_to_action_states (changed_at);

-- Each casino's latest row, so a server compares what it shows with what was recorded without
-- reading the history; written in the same transaction as the history's rows.
CREATE TABLE call_to_action_now (
  casino_slug text PRIMARY KEY,
  changed_at timestamptz NOT NULL,
  shown boolean NOT NULL,
  reasons jsonb NOT NULL,
  detail text
);

-- The state a /go/ request met: shown (a counted click) or withheld (no click, no redirect).
ALTER TABLE affiliate_clicks ADD COLUMN call_to_action text;
-- A /go/ request whose calls to action are withheld counts no click: it is kept as filtered.
ALTER TABLE affiliate_clicks_filtered DROP CONSTRAINT affiliate_clicks_filtered_reason_check;
ALTER TABLE affiliate_clicks_filtered ADD CONSTRAINT affiliate_clicks_filtered_reason_check
  CHECK (reason IN ('robot', 'head', 'prefetch', 'repeat', 'withheld'));
