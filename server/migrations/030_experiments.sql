-- Experiments: variants of a page's placement shown to shares of visitors, judged on what their
-- clicks earn. A visitor's variant follows from the release group the canaries use already
-- (0-99, one cookie), shifted per experiment, so it is sticky and rides on the cohorts shared
-- caches keep pages under. One experiment runs on a page at a time; an ended one keeps its
-- variants and clicks, so its comparison can be read afterwards.
CREATE TABLE experiments (
  id serial PRIMARY KEY,
  -- The page whose placement it changes, as a click's source_path writes it (/, /en ...).
  page text NOT NULL,
  name text NOT NULL,
  -- Clicks each variant needs before the comparison may call a difference (a fixed horizon:
  -- looking earlier and stopping at the first "significant" answer would find differences
  -- that are not there).
  horizon integer NOT NULL CHECK (horizon BETWEEN 100 AND 10000000),
  started_at timestamptz NOT NULL DEFAULT now(),
  started_by text NOT NULL,
  ended_at timestamptz,
  ended_by text,
  -- The variant the operator kept when ending it, if any (for the record; the page goes back to
  -- as it is, and a kept text or order is then a change of the apps or the catalogue).
  kept text
);
CREATE UNIQUE INDEX experiments_running_page ON experiments (page) WHERE ended_at IS NULL;

-- A variant: its key ('a' is the control, the page as it is), its share of visitors in percent,
-- and what it changes (each null where it keeps the page as it is).
CREATE TABLE experiment_variants (
  experiment integer NOT NULL REFERENCES experiments (id),
  key text NOT NULL CHECK (key ~ '^[a-z]$'),
  share integer NOT NULL CHECK (share BETWEEN 1 AND 99),
  label text,
  list_order text,
  button text,
  PRIMARY KEY (experiment, key)
);

-- The variant a counted click's visitor was shown on the page it came from.
ALTER TABLE affiliate_clicks ADD COLUMN experiment integer, ADD COLUMN variant text;
CREATE INDEX affiliate_clicks_experiment ON affiliate_clicks (experiment, variant) WHERE experiment IS NOT NULL;
