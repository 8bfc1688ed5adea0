import type { Queryable } from '../core/db/database';

/** The minute a count belongs to, as the tables key it. */
export const minuteOf = (time: number) => new Date(Math.floor(time / 60_000) * 60_000).toISOString();

/**
 * Counts a server keeps in memory until it adds them to a shared table in one statement, so a
 * page view or a report costs no database write. Each count is keyed by its columns; counts
 * that could not be written are kept for the next try, up to `max` keys (beyond that new keys
 * are dropped rather than grow without bound while the database is away).
 */
export class PendingCounts {
  private pending = new Map<string, number>();

  /**
   * `insert` takes one array parameter per column, in order, and the counts as the last one
   * (`unnest($1::timestamptz[], ..., $n::int[])`), adding to the rows that exist.
   */
  constructor(
    private readonly insert: string,
    private readonly max: number,
  ) {}

  add(columns: ReadonlyArray<string | number>, count = 1): boolean {
    const key = columns.join('\t');
    if (!this.pending.has(key) && this.pending.size >= this.max) return false;
    this.pending.set(key, (this.pending.get(key) ?? 0) + count);
    return true;
  }

  async flush(db: Queryable): Promise<void> {
    if (!this.pending.size) return;
    const rows = [...this.pending];
    this.pending = new Map();
    const columns = rows.map(([key]) => key.split('\t'));
    try {
      await db.query(this.insert, [...columns[0]!.map((_, column) => columns.map((row) => row[column])), rows.map(([, count]) => count)]);
    } catch (error) {
      for (const [key, count] of rows) if (this.pending.size < this.max || this.pending.has(key)) this.pending.set(key, (this.pending.get(key) ?? 0) + count);
      throw error;
    }
  }
}
