-- Offers end on time: a bonus, and a casino's welcome offer, may run from and until a moment,
-- and a bonus states who qualifies (German advertising rules ask for it beside the amount,
-- wagering and duration). Rows stored before leave all of it open until their next import,
-- which requires the terms.

ALTER TABLE bonuses
  ADD COLUMN eligibility text,
  ADD COLUMN eligibility_de text,
  ADD COLUMN valid_from timestamptz,
  ADD COLUMN valid_until timestamptz,
  ADD CONSTRAINT bonuses_window CHECK (valid_until > valid_from);

ALTER TABLE casinos
  ADD COLUMN bonus_valid_from timestamptz,
  ADD COLUMN bonus_valid_until timestamptz,
  ADD CONSTRAINT casinos_welcome_offer_window CHECK (bonus_valid_until > bonus_valid_from);

-- When an offer starts or ends, every server changes its pages on its own clock; one of them
-- tells the shared caches. The row is that server's claim on the purge of one moment.
CREATE TABLE offer_change_purges (
  changed_at timestamptz PRIMARY KEY,
  purged_at timestamptz NOT NULL DEFAULT now()
);
