import type { Queryable } from '../core/db/database';
import { minuteOf, PendingCounts } from './pending-counts';

/** The web vitals the shell measures: LCP, INP, FCP and TTFB in milliseconds, CLS without a unit. */
export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Metric = (typeof METRICS)[number];
export const DEVICES = ['phone', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** Google's thresholds at the 75th percentile: good up to the first, poor above the second. */
export const THRESHOLDS: Record<Metric, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export const rating = (metric: Metric, value: number) => (value <= THRESHOLDS[metric][0] ? 'good' : value <= THRESHOLDS[metric][1] ? 'needs improvement' : 'poor');

/**
 * A value's histogram bucket. Times: 10 ms wide up to 1 s (INP's thresholds), 50 ms up to 5 s
 * (LCP's), 500 ms up to a minute, then one bucket for anything longer. CLS: 0.005 wide up to 5.
 * Fine enough that a p75 read from the buckets is off by less than a margin anyone would set.
 */
export function bucketOf(metric: Metric, value: number): number {
  if (metric === 'CLS') return Math.min(Math.floor(Math.max(0, value) * 200), 1000);
  const ms = Math.max(0, value);
  if (ms < 1000) return Math.floor(ms / 10);
  if (ms < 5000) return 100 + Math.floor((ms - 1000) / 50);
  if (ms < 60_000) return 180 + Math.floor((ms - 5000) / 500);
  return 290;
}

/** The upper end of a bucket: what a p75 in it is reported as. */
export function upperOf(metric: Metric, bucket: number): number {
  if (metric === 'CLS') return Math.round((bucket + 1) * 5) / 1000;
  if (bucket < 100) return (bucket + 1) * 10;
  if (bucket < 180) return 1000 + (bucket - 99) * 50;
  if (bucket < 290) return 5000 + (bucket - 179) * 500;
  return 60_000;
}

/** A histogram: count per bucket. */
export type Histogram = Map<number, number>;

/** The 75th percentile of a histogram (the upper end of its bucket) and the number of samples. */
export function p75(metric: Metric, histogram: Histogram): { value: number; samples: number } | null {
  const samples = [...histogram.values()].reduce((sum, count) => sum + count, 0);
  if (!samples) return null;
  let seen = 0;
  for (const bucket of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(bucket)!;
    if (seen >= samples * 0.75) return { value: upperOf(metric, bucket), samples };
  }
  return null;
}

/** One page view's measurements, as the shell sends them. */
export interface VitalsReport {
  route: string;
  device: Device;
  /** The versions whose code the page ran: the shell's and the route's app's. */
  versions: Array<{ app: string; version: string }>;
  values: Partial<Record<Metric, number>>;
}

/**
 * The web vitals per app version, route, device class and minute, as histograms. Like the
 * error counts, each server counts in memory and adds its counts to the shared table every
 * few seconds.
 */
export class VitalCounts {
  private readonly counts = new PendingCounts(
    `INSERT INTO app_version_vitals (minute, app, version, route, device, metric, bucket, count)
     SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::smallint[], $8::int[])
     ON CONFLICT (app, version, metric, device, route, bucket, minute) DO UPDATE SET count = app_version_vitals.count + EXCLUDED.count`,
    20_000,
  );

  constructor(private readonly now: () => number = Date.now) {}

  add({ route, device, versions, values }: VitalsReport) {
    const minute = minuteOf(this.now());
    for (const { app, version } of versions) {
      for (const metric of METRICS) {
        const value = values[metric];
        if (value !== undefined) this.counts.add([minute, app, version, route, device, metric, bucketOf(metric, value)]);
      }
    }
  }

  flush(db: Queryable): Promise<void> {
    return this.counts.flush(db);
  }
}

/** Histograms per version, device class and metric, over all routes, since a time. */
export type VitalHistograms = Map<string, Histogram>;
export const histogramKey = (version: string, device: Device, metric: Metric) => `${version} ${device} ${metric}`;

export async function vitalHistograms(db: Queryable, app: string, versions: readonly string[], since: string): Promise<VitalHistograms> {
  const rows = await db.query<{ version: string; device: Device; metric: Metric; bucket: number; count: number }>(
    `SELECT version, device, metric, bucket, sum(count)::int AS count FROM app_version_vitals
     WHERE app = $1 AND version = ANY($2::text[]) AND minute >= date_trunc('minute', $3::timestamptz)
     GROUP BY version, device, metric, bucket`,
    [app, versions, since],
  );
  const histograms: VitalHistograms = new Map();
  for (const row of rows) {
    const key = histogramKey(row.version, row.device, row.metric);
    const histogram = histograms.get(key) ?? new Map<number, number>();
    histogram.set(row.bucket, row.count);
    histograms.set(key, histogram);
  }
  return histograms;
}

/** The last hour in slots, each with its histograms: what the console shows. */
export interface RecentVitals {
  /** Every version with measurements in the hour. */
  versions: string[];
  /** The whole hour. */
  hour: VitalHistograms;
  /** One per `SLOT_MINUTES`, oldest first. */
  slots: VitalHistograms[];
}

export const SLOT_MINUTES = 5;

/** The last hour's histograms of an app's versions (of one route's pages, when `route` is given). */
export async function recentVitals(db: Queryable, app: string, now = Date.now(), route?: string): Promise<RecentVitals> {
  const slotCount = 60 / SLOT_MINUTES;
  const since = new Date(Math.floor(now / 60_000) * 60_000 - 59 * 60_000).toISOString();
  const rows = await db.query<{ version: string; device: Device; metric: Metric; bucket: number; slot: number; count: number }>(
    `SELECT version, device, metric, bucket, floor(extract(epoch FROM minute - $2::timestamptz) / ($3 * 60))::int AS slot, sum(count)::int AS count
     FROM app_version_vitals WHERE app = $1 AND minute >= $2::timestamptz AND ($4::text IS NULL OR route = $4)
     GROUP BY version, device, metric, bucket, slot`,
    [app, since, SLOT_MINUTES, route ?? null],
  );
  const hour: VitalHistograms = new Map();
  const slots: VitalHistograms[] = Array.from({ length: slotCount }, () => new Map());
  const count = (histograms: VitalHistograms, key: string, bucket: number, added: number) => {
    const histogram = histograms.get(key) ?? new Map<number, number>();
    histogram.set(bucket, (histogram.get(bucket) ?? 0) + added);
    histograms.set(key, histogram);
  };
  for (const row of rows) {
    const key = histogramKey(row.version, row.device, row.metric);
    count(hour, key, row.bucket, row.count);
    count(slots[Math.min(Math.max(row.slot, 0), slotCount - 1)]!, key, row.bucket, row.count);
  }
  return { versions: [...new Set(rows.map((row) => row.version))].sort(), hour, slots };
}

/** One figure of an hour's summary: a version's p75 of a metric on a device class. */
export interface VitalFigure {
  version: string;
  device: Device;
  metric: Metric;
  p75: number;
  samples: number;
  rating: ReturnType<typeof rating>;
}

/** The hour's p75 of every version, device class and metric measured, as figures. */
export const hourFigures = (recent: RecentVitals): VitalFigure[] =>
  recent.versions.flatMap((version) =>
    DEVICES.flatMap((device) =>
      METRICS.flatMap((metric) => {
        const found = p75(metric, recent.hour.get(histogramKey(version, device, metric)) ?? new Map());
        return found ? [{ version, device, metric, p75: found.value, samples: found.samples, rating: rating(metric, found.value) }] : [];
      }),
    ),
  );

export async function pruneVitals(db: Queryable, retentionDays: number) {
  await db.query(`DELETE FROM app_version_vitals WHERE minute < now() - make_interval(days => $1)`, [retentionDays]);
}
