-- What the affiliate networks pay for, traced back to the click that brought the player.

-- The networks the casinos' affiliate links belong to. `click_id_param` is the query parameter
-- of the affiliate URL that carries the site's click id (subid, var, payload ...); `currency`
-- what the network pays in. `secret` authenticates its postbacks, either given with them or as
-- the key of their HMAC signature (`signing`), so the server has to keep it as it is.
-- `report_columns` maps the fields of a conversion to the column headers of the network's
-- report files (for networks that send files instead of postbacks, or besides them).
CREATE TABLE affiliate_networks (
  name text PRIMARY KEY,
  click_id_param text NOT NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  signing text NOT NULL CHECK (signing IN ('secret', 'hmac')),
  secret text NOT NULL,
  report_columns jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text NOT NULL,
  revoked_at timestamptz,
  revoked_by text
);

-- The network a casino's affiliate link belongs to (the catalogue's `affiliateNetwork`): it
-- names the parameter the click id goes into when the URL holds no `{clickId}`.
ALTER TABLE casinos ADD COLUMN affiliate_network text;

-- Every counted click gets an id the affiliate URL carries to the network: random, so it tells
-- nothing about the visitor and cannot be guessed. `client_hash` is the visitor's client key
-- hashed with the day's random key (deleted the day after, see click_repeat_keys): it tells
-- clicks of one client apart within a day and can never be tied to an address.
ALTER TABLE affiliate_clicks
  ADD COLUMN click_id text,
  ADD COLUMN network text,
  ADD COLUMN client_hash text,
  ADD COLUMN app_versions jsonb;
CREATE UNIQUE INDEX affiliate_clicks_click_id ON affiliate_clicks (click_id);

-- What the networks report: a registration, a first deposit, a deposit or revenue, against the
-- click id the site sent. One conversion id of a network counts once, however often it arrives
-- (by postback or in a report file). A conversion whose click id the site does not know is kept
-- as unmatched (`click_id` of the network, `click` null), never dropped. `amount_eur` is the
-- amount in euros at the rate the operator kept when it arrived.
CREATE TABLE conversions (
  id bigserial PRIMARY KEY,
  network text NOT NULL REFERENCES affiliate_networks (name),
  conversion_id text NOT NULL,
  click_id text NOT NULL,
  click bigint REFERENCES affiliate_clicks (id) ON DELETE SET NULL,
  event text NOT NULL CHECK (event IN ('registration', 'first_deposit', 'deposit', 'revenue')),
  amount numeric(14, 2) NOT NULL DEFAULT 0,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  amount_eur numeric(14, 2) NOT NULL DEFAULT 0,
  occurred_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  source text NOT NULL CHECK (source IN ('postback', 'report')),
  UNIQUE (network, conversion_id)
);
CREATE INDEX conversions_click ON conversions (click);
CREATE INDEX conversions_unmatched ON conversions (network, click_id) WHERE click IS NULL;

-- Euros per unit of each currency a network pays in, as the operator keeps them; an amount in
-- a currency without a rate is refused, not guessed.
CREATE TABLE currency_rates (
  currency text PRIMARY KEY CHECK (currency ~ '^[A-Z]{3}$'),
  euros numeric(14, 6) NOT NULL CHECK (euros > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL
);
