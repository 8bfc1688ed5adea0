-- Release integrity: a checksum per published file (verified at activation and by `verify`),
-- repairs in the audit trail, and what each running server renders with, so the release gate
-- can check a version against the libraries the servers really use.

ALTER TABLE app_releases ADD COLUMN files jsonb;

ALTER TABLE release_audit DROP CONSTRAINT release_audit_action_check;
ALTER TABLE release_audit ADD CONSTRAINT release_audit_action_check
  CHECK (action IN ('publish', 'activate', 'rollback', 'refuse', 'restore'));

CREATE TABLE server_runtimes (
  id uuid PRIMARY KEY,
  host text NOT NULL,
  pid integer NOT NULL,
  libraries jsonb NOT NULL,
  shared_fingerprint text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz NOT NULL DEFAULT now()
);
