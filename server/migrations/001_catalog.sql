-- The catalogue: casinos, their bonuses, and the cities and keywords of the location pages.
-- Rows keep the order of the imported file in "position": that is the API's server order.

CREATE TABLE casinos (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL,
  description_de text NOT NULL,
  bonus text NOT NULL,
  bonus_de text NOT NULL,
  bonus_type text,
  bonus_type_de text,
  rating numeric(3, 1) NOT NULL CHECK (rating BETWEEN 0 AND 10),
  image_url text,
  affiliate_url text NOT NULL CHECK (affiliate_url LIKE 'https://%'),
  free_spins text,
  license text,
  german_license boolean NOT NULL DEFAULT false,
  payout_percentage text,
  withdrawal_time text,
  games_count integer,
  trust_score integer CHECK (trust_score BETWEEN 0 AND 100),
  pros jsonb,
  cons jsonb,
  payment_methods jsonb NOT NULL DEFAULT '[]',
  priority integer,
  founded_year integer,
  live_casino boolean NOT NULL DEFAULT false,
  mobile_compatible boolean NOT NULL DEFAULT true,
  featured_position integer,
  verified_at date NOT NULL,
  position integer NOT NULL
);

CREATE TABLE bonuses (
  id serial PRIMARY KEY,
  casino_id integer NOT NULL REFERENCES casinos (id) ON DELETE CASCADE,
  title text NOT NULL,
  title_de text NOT NULL,
  description text NOT NULL,
  description_de text NOT NULL,
  amount text NOT NULL,
  terms text NOT NULL,
  terms_de text NOT NULL,
  button_text text NOT NULL,
  button_text_de text NOT NULL,
  featured_position integer,
  verified_at date NOT NULL,
  position integer NOT NULL
);

CREATE TABLE location_keywords (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  keyword text NOT NULL
);

CREATE TABLE locations (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  city text NOT NULL,
  state text NOT NULL,
  population text,
  attractions text,
  economy text,
  position integer NOT NULL
);

CREATE TABLE location_keyword_links (
  location_id integer NOT NULL REFERENCES locations (id) ON DELETE CASCADE,
  keyword_id integer NOT NULL REFERENCES location_keywords (id) ON DELETE CASCADE,
  PRIMARY KEY (location_id, keyword_id)
);

-- One row: bumped by every import, so every server knows its cached lists are stale.
CREATE TABLE catalog_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version integer NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now()
);
