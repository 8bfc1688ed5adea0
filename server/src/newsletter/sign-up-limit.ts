import type { Queryable } from '../core/db/database';

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const BUCKET = 'newsletter-sign-up';

/**
 * Counts a sign-up against the address's window in the database every server shares, so
 * the limit holds however many servers there are. Windows are fixed (aligned to the clock),
 * the address is kept only as the salted hash the consent records use, and windows that
 * ended are deleted whenever a new one starts.
 */
export async function countSignUp(db: Queryable, addressHash: string, limit: number, windowSeconds: number): Promise<LimitResult> {
  const [row] = await db.query<{ hits: number; seconds_left: number }>(
    `INSERT INTO rate_limit_windows (bucket, key_hash, window_start, hits)
     VALUES ($1, $2, to_timestamp(floor(extract(epoch FROM now()) / $3) * $3), 1)
     ON CONFLICT (bucket, key_hash, window_start) DO UPDATE SET hits = rate_limit_windows.hits + 1
     RETURNING hits, ceil(extract(epoch FROM (window_start + make_interval(secs => $3) - now())))::int AS seconds_left`,
    [BUCKET, addressHash, windowSeconds],
  );
  if (row!.hits === 1) await db.query('DELETE FROM rate_limit_windows WHERE bucket = $1 AND window_start < now() - make_interval(secs => $2)', [BUCKET, windowSeconds]);
  return row!.hits <= limit ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, row!.seconds_left) };
}
