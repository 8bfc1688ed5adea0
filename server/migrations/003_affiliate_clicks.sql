-- Clicks on play and claim buttons: which casino, from which page and slot, when.
-- Nothing about the visitor is stored.

CREATE TABLE affiliate_clicks (
  id bigserial PRIMARY KEY,
  casino_id integer REFERENCES casinos (id) ON DELETE SET NULL,
  casino_slug text NOT NULL,
  source_path text,
  language text CHECK (language IN ('de', 'en')),
  position integer,
  clicked_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX affiliate_clicks_casino_time ON affiliate_clicks (casino_slug, clicked_at);
