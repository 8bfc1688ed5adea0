-- The health of the casinos' affiliate URLs, checked on a schedule and on demand: one row per
-- check (run), and one per casino and run with what its URL answered. Results name the casino
-- by slug, not by id: a casino that leaves the catalogue keeps its history.

CREATE TABLE link_check_runs (
  id bigserial PRIMARY KEY,
  started_at timestamptz NOT NULL,
  finished_at timestamptz NOT NULL DEFAULT now(),
  -- Who started it: a person or credential, or `schedule`.
  started_by text NOT NULL
);

CREATE TABLE link_check_results (
  run_id bigint NOT NULL REFERENCES link_check_runs (id) ON DELETE CASCADE,
  casino_slug text NOT NULL,
  casino_name text NOT NULL,
  -- The affiliate URL as it was stored when it was checked.
  url text NOT NULL,
  checked_at timestamptz NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('ok', 'http-error', 'tls-error', 'timeout', 'connection-error', 'too-many-redirects', 'bad-redirect')),
  final_status integer,
  final_url text,
  final_host text,
  -- Every answer on the way, in order: [{ "url": ..., "status": ... }].
  chain jsonb NOT NULL DEFAULT '[]',
  -- Query parameters of the stored URL missing from the final URL, or there with another value.
  dropped_parameters jsonb NOT NULL DEFAULT '[]',
  detail text,
  broken boolean NOT NULL,
  PRIMARY KEY (run_id, casino_slug)
);

-- A casino's result before the latest one, for what changed since.
CREATE INDEX link_check_results_casino ON link_check_results (casino_slug, run_id DESC);

-- One row: which server holds the check now (a lease that lapses when its server dies) and
-- when the last check ended, from which the next scheduled one is due. Counting from now, a
-- new installation checks one interval after its first start (or on demand).
CREATE TABLE link_check_claim (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  last_checked_at timestamptz NOT NULL DEFAULT now(),
  lease_id text,
  lease_until timestamptz,
  held_by text,
  held_since timestamptz
);
INSERT INTO link_check_claim DEFAULT VALUES;
