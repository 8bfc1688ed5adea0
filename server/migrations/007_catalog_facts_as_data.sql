-- Catalogue facts as data, not free text, so no two places can state them differently and each
-- language writes them in its own format.
--
-- A casino's licences become a list of known licence ids (see the shared library's licences.ts)
-- instead of free text beside a separate "German licence" flag, which could contradict each
-- other. Existing rows keep what they said: the flag becomes "ggl", the text is read for the
-- jurisdictions it names. A row whose text names none keeps an empty list until the next import,
-- which requires at least one licence per casino.
-- Every casino also gets its brand colour, the background of its logo mark.

ALTER TABLE casinos ADD COLUMN licences jsonb NOT NULL DEFAULT '[]';

UPDATE casinos SET licences = (
  SELECT coalesce(jsonb_agg(id ORDER BY id), '[]') FROM (
    SELECT 'ggl' AS id WHERE german_license
    UNION SELECT 'mga' WHERE license ILIKE '%malta%' OR license ILIKE '%mga%'
    UNION SELECT 'at' WHERE license ILIKE '%austria%' OR license ILIKE '%österreich%'
    UNION SELECT 'curacao' WHERE license ILIKE '%cura%'
    UNION SELECT 'ukgc' WHERE license ILIKE '%ukgc%' OR license ILIKE '%united kingdom%'
    UNION SELECT 'gi' WHERE license ILIKE '%gibraltar%'
  ) AS named
);

ALTER TABLE casinos DROP COLUMN license, DROP COLUMN german_license;

ALTER TABLE casinos ADD COLUMN brand_color text NOT NULL DEFAULT '#1f2937' CHECK (brand_color ~ '^#[0-9a-fA-F]{6}$');

-- Numbers stored as numbers, so each language's page writes them in its own format
-- ("98,2 %" / "98.2%", "2.000 € + 300 Freispiele" / "€2,000 + 300 free spins").
ALTER TABLE casinos ALTER COLUMN payout_percentage TYPE numeric(4, 1)
  USING nullif(substring(payout_percentage FROM '[0-9]+(?:\.[0-9]+)?'), '')::numeric;

ALTER TABLE bonuses ADD COLUMN amount_euros integer NOT NULL DEFAULT 0, ADD COLUMN free_spins integer NOT NULL DEFAULT 0;
UPDATE bonuses SET
  amount_euros = coalesce(replace(replace(substring(amount FROM '[0-9][0-9.,]*'), ',', ''), '.', '')::integer, 0),
  free_spins = coalesce(substring(amount FROM '\+\s*([0-9]+)')::integer, 0);
ALTER TABLE bonuses DROP COLUMN amount;
ALTER TABLE bonuses ALTER COLUMN amount_euros DROP DEFAULT;
