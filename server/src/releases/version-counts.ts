import type { Queryable } from '../db/database';

/** What browsers report: a remote that did not load, one that took too long, a region's render error, a hydration mismatch. */
export const CLIENT_ERROR_KINDS = ['load', 'timeout', 'render', 'hydration'] as const;
/** Every error counted against an app version: the browsers' and the server's own render failures. */
export const ERROR_KINDS = [...CLIENT_ERROR_KINDS, 'server-render'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];
export type CountKind = ErrorKind | 'view';

/** Counts that could not be written are kept for the next try, up to this many rows. */
const MAX_PENDING = 10_000;

const minuteOf = (time: number) => new Date(Math.floor(time / 60_000) * 60_000).toISOString();

/**
 * Page views and errors per app version, kind and minute: the figures a canary is judged by.
 * Each server counts in memory and adds its counts to the shared table every few seconds, so
 * a page view costs no database write and the table holds aggregates only, never who.
 */
export class VersionCounts {
  private pending = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  add(app: string, version: string, kind: CountKind, count = 1) {
    const key = [minuteOf(this.now()), app, version, kind].join('\t');
    if (!this.pending.has(key) && this.pending.size >= MAX_PENDING) return;
    this.pending.set(key, (this.pending.get(key) ?? 0) + count);
  }

  /** Adds what was counted since the last flush to the table; kept for the next flush if that fails. */
  async flush(db: Queryable): Promise<void> {
    if (!this.pending.size) return;
    const rows = [...this.pending];
    this.pending = new Map();
    const columns = rows.map(([key]) => key.split('\t'));
    try {
      await db.query(
        `INSERT INTO app_version_counts (minute, app, version, kind, count)
         SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::int[])
         ON CONFLICT (app, version, kind, minute) DO UPDATE SET count = app_version_counts.count + EXCLUDED.count`,
        [...[0, 1, 2, 3].map((column) => columns.map((row) => row[column])), rows.map(([, count]) => count)],
      );
    } catch (error) {
      for (const [key, count] of rows) if (this.pending.size < MAX_PENDING || this.pending.has(key)) this.pending.set(key, (this.pending.get(key) ?? 0) + count);
      throw error;
    }
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
