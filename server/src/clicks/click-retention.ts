import type { Database } from '../core/db/database';
import { deleteConversionsOfClicks, pruneUnmatchedConversions, ROLLED_UP_CLICK } from '../earnings';

/** Rows deleted in one transaction: a first prune of years of clicks holds no lock for long. */
export const PRUNE_BATCH = 1000;

export interface Pruned {
  clicks: number;
  /** Those of the deleted clicks, and those no click matched that were older than the retention. */
  conversions: number;
}

/**
 * Deletes the counted clicks of the UTC days that ended more than `retentionDays`
 * (CLICKS_RETENTION_DAYS) ago, whole days, which the earnings rollup holds as final, each with the
 * conversions reported against it (see deleteConversionsOfClicks: none of them turns into
 * unmatched money), then the conversions no click matched that are as old, a batch at a time
 * until none is left or `stopped()` says the server is stopping. Only clicks of days the earnings
 * rollup holds, unchanged since: their day's figures outlive them there (a day not rolled up
 * yet keeps its clicks until it is).
 *
 * Several servers run it at the same moment. A batch locks its clicks first (FOR UPDATE SKIP
 * LOCKED): two servers take different clicks, and a click a postback is matching a conversion
 * to at that moment (its row share-locked by the insert) is left for the next round, when the
 * new conversion goes with it. The other way round, a postback that meets a click this has
 * locked waits, finds it gone and fails; the network sends it again, and it is kept unmatched.
 */
export async function pruneClicks(db: Database, retentionDays: number, { batch = PRUNE_BATCH, stopped = () => false }: { batch?: number; stopped?: () => boolean } = {}): Promise<Pruned> {
  const pruned: Pruned = { clicks: 0, conversions: 0 };
  while (!stopped()) {
    const done = await db.transaction(async (tx) => {
      const due = await tx.query<{ id: string }>(
        `SELECT c.id FROM affiliate_clicks c WHERE c.clicked_at < date_trunc('day', (now() - make_interval(days => $1)) AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AND ${ROLLED_UP_CLICK} ORDER BY c.clicked_at LIMIT $2 FOR UPDATE OF c SKIP LOCKED`,
        [retentionDays, batch],
      );
      if (!due.length) return { clicks: 0, conversions: 0 };
      const ids = due.map((row) => row.id);
      const conversions = await deleteConversionsOfClicks(tx, ids);
      await tx.query('DELETE FROM affiliate_clicks WHERE id = ANY($1::bigint[])', [ids]);
      return { clicks: ids.length, conversions };
    });
    pruned.clicks += done.clicks;
    pruned.conversions += done.conversions;
    if (done.clicks < batch) break;
  }
  while (!stopped()) {
    const done = await pruneUnmatchedConversions(db, retentionDays, batch);
    pruned.conversions += done;
    if (done < batch) break;
  }
  return pruned;
}
