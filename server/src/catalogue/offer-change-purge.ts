import type { Queryable } from '../core/db/database';

/** Claims older than this are gone: they only kept two servers from purging the same moment. */
const KEEP_CLAIMS = "interval '30 days'";

/**
 * Whether this process is the one, of every server and worker sharing the database, that tells
 * the shared caches of an offer's start or end at `moment`: the first to claim the moment. Every
 * process changes its own pages on its own timer; the caches need hearing of it once.
 */
export async function claimOfferChangePurge(db: Queryable, moment: number): Promise<boolean> {
  await db.query(`DELETE FROM offer_change_purges WHERE changed_at < now() - ${KEEP_CLAIMS}`);
  const claimed = await db.query(
    'INSERT INTO offer_change_purges (changed_at) VALUES (to_timestamp($1::float8 / 1000)) ON CONFLICT (changed_at) DO NOTHING RETURNING changed_at',
    [moment],
  );
  return claimed.length > 0;
}
