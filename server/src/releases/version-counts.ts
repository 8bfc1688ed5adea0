import type { Queryable } from '../core/db/database';
import { minuteOf, PendingCounts } from './pending-counts';

/** What browsers report: a remote that did not load, one that took too long, a region's render error, a hydration mismatch. */
export const CLIENT_ERROR_KINDS = ['load', 'timeout', 'render', 'hydration'] as const;
/** Every error counted against an app version: the browsers' and the server's own render failures. */
export const ERROR_KINDS = [...CLIENT_ERROR_KINDS, 'server-render'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];
export type CountKind = ErrorKind | 'view';

/**
 * Page views and errors per app version, kind and minute: the figures a canary is judged by.
 * Each server counts in memory and adds its counts to the shared table every few seconds, so
 * a page view costs no database write and the table holds aggregates only, never who.
 */
export class VersionCounts {
  private readonly counts = new PendingCounts(
    `INSERT INTO app_version_counts (minute, app, version, kind, count)
     SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::int[])
     ON CONFLICT (app, version, kind, minute) DO UPDATE SET count = app_version_counts.count + EXCLUDED.count`,
    10_000,
  );

  constructor(private readonly now: () => number = Date.now) {}

  add(app: string, version: string, kind: CountKind, count = 1) {
    this.counts.add([minuteOf(this.now()), app, version, kind], count);
  }

  /** Adds what was counted since the last flush to the table; kept for the next flush if that fails. */
  flush(db: Queryable): Promise<void> {
    return this.counts.flush(db);
  }
}

export interface VersionTotals {
  version: string;
  views: number;
  errors: number;
}

/** Views and errors of some versions of an app since a time (whole minutes, so the minute it started counts). */
export async function versionTotals(db: Queryable, app: string, versions: readonly string[], since: string): Promise<VersionTotals[]> {
  const rows = await db.query<VersionTotals>(
    `SELECT version, coalesce(sum(count) FILTER (WHERE kind = 'view'), 0)::int AS views, coalesce(sum(count) FILTER (WHERE kind <> 'view'), 0)::int AS errors
     FROM app_version_counts WHERE app = $1 AND version = ANY($2::text[]) AND minute >= date_trunc('minute', $3::timestamptz)
     GROUP BY version`,
    [app, versions, since],
  );
  return versions.map((version) => rows.find((row) => row.version === version) ?? { version, views: 0, errors: 0 });
}

/** Per minute of the last hour: each version's views and errors by kind (the console's chart). */
export function lastHour(db: Queryable, app: string) {
  return db.query<{ minute: string; version: string; kind: CountKind; count: number }>(
    `SELECT to_char(minute AT TIME ZONE 'UTC', 'HH24:MI') AS minute, version, kind, count FROM app_version_counts
     WHERE app = $1 AND minute >= date_trunc('minute', now()) - interval '59 minutes' ORDER BY minute, version, kind`,
    [app],
  );
}

/** Counts older than the retention are deleted; only recent figures decide anything. */
export async function pruneCounts(db: Queryable, retentionDays: number) {
  await db.query(`DELETE FROM app_version_counts WHERE minute < now() - make_interval(days => $1)`, [retentionDays]);
}
