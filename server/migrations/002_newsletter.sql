-- Newsletter with double opt-in. Tokens are stored only as hashes; the IP only as a salted hash.

CREATE TABLE newsletter_subscribers (
  id serial PRIMARY KEY,
  email text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  language text NOT NULL CHECK (language IN ('de', 'en')),
  consent_at timestamptz NOT NULL,
  consent_text_version text NOT NULL,
  ip_hash text,
  confirm_token_hash text,
  confirm_expires_at timestamptz,
  confirmed_at timestamptz,
  unsubscribe_token_hash text NOT NULL,
  unsubscribed_at timestamptz,
  last_mail_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX newsletter_subscribers_email ON newsletter_subscribers (lower(email));
CREATE INDEX newsletter_subscribers_confirm ON newsletter_subscribers (confirm_token_hash);
CREATE INDEX newsletter_subscribers_unsubscribe ON newsletter_subscribers (unsubscribe_token_hash);

-- Mails are written here in the same transaction as the change that causes them, and a
-- worker delivers them; nothing is lost when the mail server is down.
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  headers jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status IN ('pending', 'sending');

-- Secrets the server makes for itself on first start (the salt of the IP hashes).
CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);
