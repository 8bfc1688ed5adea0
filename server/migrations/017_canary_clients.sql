-- While a canary runs, its page views, errors and web vitals reports, and the active
-- version's, per client and minute: the canary's verdict caps each client's weight and needs
-- many clients, so one client cannot decide it. A client is a keyed hash of its address (the key stays in app_settings and
-- never leaves the database), kept a day at most.
CREATE TABLE canary_clients (
  app text NOT NULL,
  version text NOT NULL,
  client text NOT NULL,
  minute timestamptz NOT NULL,
  views integer NOT NULL DEFAULT 0,
  errors integer NOT NULL DEFAULT 0,
  vitals integer NOT NULL DEFAULT 0,
  PRIMARY KEY (app, version, client, minute)
);
CREATE INDEX canary_clients_minute ON canary_clients (minute);
