-- The limits every server counts together (per minute: fresh renders, page views, web vitals and
-- error reports per client, wrong credentials per client and overall; per hour: how many page
-- views of one client weigh in a version's web vitals): a client's window, started by its first
-- use, and its uses in it. A client is a keyed hash of its network (the key stays in
-- app_settings), so the table holds no address. A row lives a window or two; UNLOGGED because a
-- count is worth no write-ahead log: after a crash PostgreSQL empties the table, which only
-- starts the windows afresh.
CREATE UNLOGGED TABLE client_limits (
  name text NOT NULL,
  client text NOT NULL,
  started timestamptz NOT NULL,
  used integer NOT NULL,
  PRIMARY KEY (name, client)
);
