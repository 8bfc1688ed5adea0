import type { Queryable } from '../core/db/database';

/**
 * Deletes the conversions of clicks that are being deleted, whatever their own time: a
 * conversion counts for its click's placement and day in the earnings report, so a report of
 * days that are still kept never counted it. Left behind, the reference would be set to null and
 * the money would show as unmatched in the days it arrived, as if a network had sent a click id
 * the site never made. The caller holds the clicks' rows locked (FOR UPDATE), so no conversion
 * can be matched to one of them between this and their deletion.
 */
export async function deleteConversionsOfClicks(tx: Queryable, clicks: readonly string[]): Promise<number> {
  const [row] = await tx.query<{ deleted: number }>('WITH gone AS (DELETE FROM conversions WHERE click = ANY($1::bigint[]) RETURNING 1) SELECT count(*)::int AS deleted FROM gone', [clicks]);
  return row!.deleted;
}

/**
 * Deletes up to `batch` conversions no click matched whose time is more than `retentionDays`
 * ago: the report places them by that time, so they go by it. Rows another server is deleting
 * at the same moment are skipped, not waited for. Returns how many went.
 */
export async function pruneUnmatchedConversions(db: Queryable, retentionDays: number, batch: number): Promise<number> {
  const [row] = await db.query<{ deleted: number }>(
    `WITH due AS (
       SELECT id FROM conversions WHERE click IS NULL AND occurred_at < now() - make_interval(days => $1) LIMIT $2 FOR UPDATE SKIP LOCKED
     ), gone AS (DELETE FROM conversions WHERE id IN (SELECT id FROM due) RETURNING 1)
     SELECT count(*)::int AS deleted FROM gone`,
    [retentionDays, batch],
  );
  return row!.deleted;
}
