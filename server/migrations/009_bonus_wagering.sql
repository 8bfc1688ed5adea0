-- A bonus's wagering requirement becomes a figure of its own, so every page that shows it
-- writes the same one (it stood in the free-text terms, and the bonus page said another).
-- Existing rows keep what their terms said: the figure is read out of the English terms
-- ("35x wagering") and that part leaves both languages' terms. Terms naming none leave the
-- figure open until the next import.

ALTER TABLE bonuses ADD COLUMN wagering integer CHECK (wagering BETWEEN 0 AND 200);

UPDATE bonuses SET wagering = (regexp_match(terms, '(\d+)\s*x\s+wagering', 'i'))[1]::integer;

-- Only terms whose figure was read lose it: nothing a row said is dropped without being kept.
UPDATE bonuses SET
  terms = regexp_replace(regexp_replace(terms, '\s*\|?\s*\d+\s*x\s+wagering', '', 'i'), '^\s*\|\s*', ''),
  terms_de = regexp_replace(regexp_replace(terms_de, '\s*\|?\s*\d+-fache[rnm]?\s+Umsatz', '', 'i'), '^\s*\|\s*', '')
WHERE wagering IS NOT NULL;
