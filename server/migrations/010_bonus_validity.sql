-- How long a bonus's terms run becomes a figure of the bonus record, as its wagering did, so the
-- bonus page and the reviews write one value. Existing rows leave it open until the next import.

ALTER TABLE bonuses ADD COLUMN validity_days integer CHECK (validity_days BETWEEN 1 AND 365);
