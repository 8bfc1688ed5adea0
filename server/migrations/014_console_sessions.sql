-- Console sessions, so that signing out, an idle timeout or a new admin token end a session on
-- every server at once. The cookie holds a random id; only its hash is kept here.
CREATE TABLE console_sessions (
  id_sha256 text PRIMARY KEY,
  actor text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX console_sessions_expires ON console_sessions (expires_at);
