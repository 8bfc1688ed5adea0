-- What visitors' browsers measured (web vitals), per app version, route, device class, metric
-- and minute, as histograms: how many page views fell into each bucket. Aggregates only, kept
-- as long as the error counts; nothing about who measured them.
CREATE TABLE app_version_vitals (
  app text NOT NULL,
  version text NOT NULL,
  route text NOT NULL,
  device text NOT NULL CHECK (device IN ('phone', 'desktop')),
  metric text NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  bucket smallint NOT NULL,
  minute timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (app, version, metric, device, route, bucket, minute)
);
CREATE INDEX app_version_vitals_minute ON app_version_vitals (minute);
