-- The release registry: every published version of every app, the active one per app,
-- and an append-only audit trail of every change (and every refusal).

CREATE TABLE app_releases (
  app text NOT NULL,
  version text NOT NULL,
  manifest jsonb NOT NULL,
  routes jsonb NOT NULL,
  shared jsonb NOT NULL,
  size_bytes bigint NOT NULL,
  checksum text NOT NULL,
  notes text,
  published_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (app, version)
);

CREATE TABLE app_active_versions (
  app text PRIMARY KEY,
  version text NOT NULL,
  activated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (app, version) REFERENCES app_releases (app, version)
);

CREATE TABLE release_audit (
  id bigserial PRIMARY KEY,
  app text NOT NULL,
  action text NOT NULL CHECK (action IN ('publish', 'activate', 'rollback', 'refuse')),
  from_version text,
  to_version text,
  actor text NOT NULL,
  reason text,
  at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX release_audit_app ON release_audit (app, id);

-- Append-only: the trail cannot be edited or deleted through the application's role.
CREATE RULE release_audit_no_update AS ON UPDATE TO release_audit DO INSTEAD NOTHING;
CREATE RULE release_audit_no_delete AS ON DELETE TO release_audit DO INSTEAD NOTHING;
