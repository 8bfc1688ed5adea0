-- Canary releases: a published version served to a share of visitors beside the active one,
-- the error counts per app version that decide whether it may stay, and the trail's new steps.

CREATE TABLE app_canaries (
  app text PRIMARY KEY,
  version text NOT NULL,
  percent integer NOT NULL CHECK (percent BETWEEN 1 AND 99),
  started_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (app, version) REFERENCES app_releases (app, version)
);

ALTER TABLE release_audit DROP CONSTRAINT release_audit_action_check;
ALTER TABLE release_audit ADD CONSTRAINT release_audit_action_check
  CHECK (action IN ('publish', 'activate', 'rollback', 'refuse', 'restore', 'canary', 'promote', 'abort', 'mark-bad', 'prune'));

-- Aggregates only: how many pages each app version served and how many errors of each kind
-- it had, per minute. Nothing about who saw them.
CREATE TABLE app_version_counts (
  app text NOT NULL,
  version text NOT NULL,
  kind text NOT NULL,
  minute timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (app, version, kind, minute)
);
ALTER TABLE app_releases ADD COLUMN bad_reason text;

-- Where a version came from: the source commit and the time of its build (not part of its content).
ALTER TABLE app_releases ADD COLUMN provenance jsonb;
