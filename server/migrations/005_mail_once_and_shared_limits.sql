-- A mail is sent by the one worker whose claim is still on the row: marking it sent or
-- failed only succeeds with that claim's id, so a sender that lost its lease cannot double-mark.
ALTER TABLE mail_outbox ADD COLUMN lease_id text;

-- Which subscriber a mail is for: a new sign-up can see whether a mail is still on its way
-- or was given up.
ALTER TABLE mail_outbox ADD COLUMN subscriber_id integer REFERENCES newsletter_subscribers (id) ON DELETE SET NULL;
CREATE INDEX mail_outbox_subscriber ON mail_outbox (subscriber_id);

-- One unsubscribe token per mail, stored as its hash: a new mail adds one, so the links in
-- earlier mails keep working.
CREATE TABLE newsletter_unsubscribe_tokens (
  token_hash text PRIMARY KEY,
  subscriber_id integer NOT NULL REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO newsletter_unsubscribe_tokens (token_hash, subscriber_id)
  SELECT unsubscribe_token_hash, id FROM newsletter_subscribers WHERE unsubscribe_token_hash <> '';
ALTER TABLE newsletter_subscribers DROP COLUMN unsubscribe_token_hash;

-- Rate limits every server counts together: hits per bucket, salted address hash and window.
CREATE TABLE rate_limit_windows (
  bucket text NOT NULL,
  key_hash text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (bucket, key_hash, window_start)
);
CREATE INDEX rate_limit_windows_start ON rate_limit_windows (window_start);
