-- Conversions no click matched are deleted by their time once it is past CLICKS_RETENTION_DAYS
-- (a matched one goes with its click), in batches every hour; the earnings report sums them by
-- the same time. Both then read a few index entries rather than every conversion.
CREATE INDEX conversions_unmatched_time ON conversions (occurred_at) WHERE click IS NULL;
