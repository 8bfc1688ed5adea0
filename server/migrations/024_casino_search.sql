-- Finding a casino by its name as a visitor types it: trigram similarity (pg_trgm, in PostgreSQL
-- and in the embedded database) on a key of the name written the way the review slug rule writes
-- it, lower case, umlauts spelled out (ä ae, ö oe, ü ue, ß ss), everything but a-z and 0-9
-- dropped. "Drück Glück", "drueck glueck" and "DrückGlück" have one key, drueckglueck, and a
-- typo costs a few of its trigrams, not the match. The term gets the same function, so both
-- sides are written alike. Upper-case umlauts are lowered first: lower() under the C locale
-- lowers only A to Z.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE FUNCTION casino_search_key(name text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT regexp_replace(
      replace(replace(replace(replace(lower(translate(name, 'ÄÖÜẞ', 'äöüß')), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'),
      '[^a-z0-9]+', '', 'g')
  $$;

ALTER TABLE casinos ADD COLUMN search_key text GENERATED ALWAYS AS (casino_search_key(name)) STORED;

-- Serves the similarity operators and the prefix match, so a catalogue of thousands answers
-- without reading every name.
CREATE INDEX casinos_search_key_trigrams ON casinos USING gin (search_key gin_trgm_ops);
