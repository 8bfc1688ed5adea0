-- Console sessions of people signed in through the company's identity provider: who they are
-- (the provider's subject), the claim values their roles came from and the roles themselves,
-- so that a change of either ends the session on every server. The provider's access token,
-- with which a server asks again for the person's current groups, is kept sealed (AES-GCM
-- under a key derived from the admin token). A session of the admin token has no subject and
-- the role admin.
ALTER TABLE console_sessions
  ADD COLUMN subject text,
  ADD COLUMN claim_values text[] NOT NULL DEFAULT '{}',
  ADD COLUMN roles text[] NOT NULL DEFAULT '{admin}',
  ADD COLUMN access_token_sealed text,
  ADD COLUMN roles_checked_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX console_sessions_subject ON console_sessions (subject) WHERE ended_at IS NULL;
