-- The earnings report's figures per closed UTC day, so that a month's report reads a few
-- thousand grouped rows instead of every click of the month and its conversions (see
-- earnings/earnings-rollup.ts). The report must give what the clicks and conversions give at
-- any moment: a day is read from here only while it is rolled up and nothing of it changed
-- since, every other day from the raw tables as before.

-- One row per day and group the report can ask for, with the same columns as the clicks, nulls
-- included, so the report makes its keys ('(no page)', '(none)' ...) from them exactly as from
-- the clicks. The unique index stands in for a key a null cannot be part of: '' and 0 are no
-- path, language or position a click can have. It also catches a day's rows written twice.
CREATE TABLE earnings_daily (
  day date NOT NULL,
  source_path text,
  position integer,
  casino_slug text NOT NULL,
  language text,
  clicks integer NOT NULL,
  registrations integer NOT NULL,
  first_deposits integer NOT NULL,
  revenue_eur numeric NOT NULL
);
CREATE UNIQUE INDEX earnings_daily_group ON earnings_daily (day, coalesce(source_path, ''), coalesce(position, 0), casino_slug, coalesce(language, ''));

-- The days rolled up, and the mark of a day whose clicks or conversions changed after it was:
-- a conversion arrives months after its click, and it counts for the click's day. A marked day
-- is read from the raw tables until it is rolled up again. A day without a row is not rolled up.
CREATE TABLE earnings_days (
  day date PRIMARY KEY,
  rolled_up_at timestamptz NOT NULL,
  dirty_since timestamptz
);
CREATE INDEX earnings_days_dirty ON earnings_days (day) WHERE dirty_since IS NOT NULL;

-- Marks a day changed. A rollup holds the day's lock alone (pg_try_advisory_xact_lock) from
-- before it reads the day until it commits; a change takes it shared, so it either waits for
-- that rollup to commit and then marks the day it wrote, or the rollup finds it busy and leaves
-- the day for its next round. The mark is a statement of its own after the lock: its snapshot
-- is taken then, and sees the rollup that was waited for. The lock is held shared until the
-- change commits, so changes never wait for each other, only for a rollup of their day.
-- (Statements inside the functions end mid-line: migrations are split at a semicolon that
-- ends a line.)
CREATE FUNCTION earnings_day_changed(changed date) RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_advisory_xact_lock_shared(hashtext('earnings_daily'), changed - date '2000-01-01'); UPDATE earnings_days SET dirty_since = now() WHERE day = changed AND dirty_since IS NULL; END
$$;

-- A conversion of a click: the postbacks and the report files alike. Two index lookups, a
-- lock nobody else holds exclusively but for a rollup of that day, and no write unless the day
-- was rolled up and clean.
CREATE FUNCTION earnings_conversion_added() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM earnings_day_changed((SELECT (clicked_at AT TIME ZONE 'UTC')::date FROM affiliate_clicks WHERE id = NEW.click)); RETURN NULL; END
$$;
CREATE TRIGGER earnings_conversion_added AFTER INSERT ON conversions
  FOR EACH ROW WHEN (NEW.click IS NOT NULL) EXECUTE FUNCTION earnings_conversion_added();

-- A click written for a day that has ended (a late one, a copy of old data): the clicks /go/
-- counts are of the day they are written in, which is never rolled up, so the condition passes
-- them by without calling anything.
CREATE FUNCTION earnings_click_added() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM earnings_day_changed((NEW.clicked_at AT TIME ZONE 'UTC')::date); RETURN NULL; END
$$;
CREATE TRIGGER earnings_click_added AFTER INSERT ON affiliate_clicks
  FOR EACH ROW WHEN ((NEW.clicked_at AT TIME ZONE 'UTC')::date < (statement_timestamp() AT TIME ZONE 'UTC')::date) EXECUTE FUNCTION earnings_click_added();

-- A click or conversion changed in what the report groups or sums: both the day it counted for
-- and the day it counts for now. Nothing of the site does this; the conditions keep a casino's
-- deletion (which empties the clicks' casino_id) and the like from marking anything.
CREATE FUNCTION earnings_click_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM earnings_day_changed((OLD.clicked_at AT TIME ZONE 'UTC')::date); PERFORM earnings_day_changed((NEW.clicked_at AT TIME ZONE 'UTC')::date); RETURN NULL; END
$$;
CREATE TRIGGER earnings_click_changed AFTER UPDATE OF clicked_at, source_path, position, casino_slug, language ON affiliate_clicks
  FOR EACH ROW WHEN ((OLD.clicked_at, OLD.source_path, OLD.position, OLD.casino_slug, OLD.language) IS DISTINCT FROM (NEW.clicked_at, NEW.source_path, NEW.position, NEW.casino_slug, NEW.language))
  EXECUTE FUNCTION earnings_click_changed();

CREATE FUNCTION earnings_conversion_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM earnings_day_changed((SELECT (clicked_at AT TIME ZONE 'UTC')::date FROM affiliate_clicks WHERE id = OLD.click)); PERFORM earnings_day_changed((SELECT (clicked_at AT TIME ZONE 'UTC')::date FROM affiliate_clicks WHERE id = NEW.click)); RETURN NULL; END
$$;
CREATE TRIGGER earnings_conversion_changed AFTER UPDATE OF click, event, amount_eur ON conversions
  FOR EACH ROW WHEN ((OLD.click, OLD.event, OLD.amount_eur) IS DISTINCT FROM (NEW.click, NEW.event, NEW.amount_eur))
  EXECUTE FUNCTION earnings_conversion_changed();

-- Deleting clicks and their conversions marks nothing: CLICKS_RETENTION_DAYS deletes only the
-- clicks of days that are rolled up and unchanged since (clicks/click-retention.ts), and their
-- rolled-up figures stay as the report's record of those days once the clicks are gone. They
-- hold no personal data: counts and sums per page, slot, casino and language.
