-- Named credentials for teams' pipelines and people's tools: each scoped to apps and to
-- actions of the release action table, with an expiry. Only a hash of the secret is kept; the
-- secret is shown once when it is made.
CREATE TABLE credentials (
  name text PRIMARY KEY CHECK (name ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  secret_sha256 text NOT NULL UNIQUE,
  -- App names, or '*' for every app (and the steps that concern no single app).
  apps text[] NOT NULL CHECK (cardinality(apps) > 0),
  -- Action names of the release action table, or '*' for every action.
  actions text[] NOT NULL CHECK (cardinality(actions) > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_by text,
  last_used_at timestamptz
);
