import { createHmac } from 'node:crypto';
import type { Database } from './db/database';
import { loadSetting } from './secrets';

export type BudgetAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A client's window: started by its first use, a minute long. */
interface Window {
  startedAt: number;
  used: number;
}

const MINUTE_MS = 60_000;
/** Beyond this many clients in a minute, this worker forgets what it knows of them (the shared counts stay). */
const MAX_TRACKED = 50_000;
/** Keys of the shared counts: one per database, so every server hashes a client alike. */
const clientKeys = new WeakMap<Database, Promise<string>>();

const TAKE = `INSERT INTO minute_limits (name, client, started, used) VALUES ($1, $2, $3, 1)
  ON CONFLICT (name, client) DO UPDATE SET
    used = CASE WHEN minute_limits.started <= $3::timestamptz - interval '1 minute' THEN 1 ELSE minute_limits.used + 1 END,
    started = CASE WHEN minute_limits.started <= $3::timestamptz - interval '1 minute' THEN $3::timestamptz ELSE minute_limits.started END
  RETURNING used, started`;
const READ = `SELECT used, started FROM minute_limits WHERE name = $1 AND client = $2 AND started > $3::timestamptz - interval '1 minute'`;

/**
 * A budget per client (see clientNetwork) and minute, counted by every worker and server
 * sharing the database: `WORKERS=4`, or three servers behind a balancer, allow what one does.
 * For what costs the site: fresh page renders, page views, web vitals and error reports, wrong
 * credentials. A client's window starts with its first use and lasts a minute; a spent budget
 * says when it refills.
 *
 * Each use is one statement, an upsert into an UNLOGGED table (`minute_limits`) that answers the
 * window's total: the price of a limit that holds, a fraction of a millisecond beside the
 * milliseconds of a fresh render. What this worker has seen goes first: a client it saw spend
 * its budget is refused from memory, so a flood costs the database at most one statement per
 * client, worker and minute beyond the budget. While the database is away, each worker's own
 * count decides (the limit then holds per worker, as it did before it was shared).
 */
export class MinuteBudget {
  /** What this worker knows of each client's window: the shared total as last seen, or its own count while the database is away. */
  private windows = new Map<string, Window>();
  private sweptAt = 0;

  constructor(
    private readonly db: Database | null,
    /** The limit's name in the shared table. */
    private readonly name: string,
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one from the client's budget; answers the seconds until it refills when it is spent. */
  async take(client: string): Promise<BudgetAnswer> {
    if (this.perMinute <= 0) return { allowed: true };
    const now = this.now();
    const known = this.current(client, now);
    if (known && known.used >= this.perMinute) return this.refused(known, now);
    const window = (await this.shared(TAKE, client, now)) ?? { startedAt: known?.startedAt ?? now, used: (known?.used ?? 0) + 1 };
    this.remember(client, window, now);
    return window.used <= this.perMinute ? { allowed: true } : this.refused(window, this.now());
  }

  /** How many the client used in its window, on every server, without taking one; and when the window ends. */
  async peek(client: string): Promise<{ used: number; retryAfterSeconds: number }> {
    const now = this.now();
    const known = this.current(client, now);
    const window = known && known.used >= this.perMinute ? known : ((await this.shared(READ, client, now)) ?? known);
    if (!window?.used) return { used: 0, retryAfterSeconds: 0 };
    this.remember(client, window, now);
    return { used: window.used, retryAfterSeconds: retryAfter(window, now) };
  }

  private refused(window: Window, now: number): BudgetAnswer {
    return { allowed: false, retryAfterSeconds: retryAfter(window, now) };
  }

  private current(client: string, now: number): Window | undefined {
    const window = this.windows.get(client);
    return window && now - window.startedAt < MINUTE_MS ? window : undefined;
  }

  private remember(client: string, window: Window, now: number) {
    if (!this.windows.has(client) && this.windows.size >= MAX_TRACKED) {
      for (const [key, kept] of this.windows) if (now - kept.startedAt >= MINUTE_MS) this.windows.delete(key);
      // Still full (a flood from that many clients within a minute): start over rather than grow without bound.
      if (this.windows.size >= MAX_TRACKED) this.windows.clear();
    }
    this.windows.set(client, { startedAt: window.startedAt, used: Math.min(window.used, this.perMinute) });
  }

  /** The client's window in the shared table (after taking one, for TAKE); null while the database cannot say. */
  private async shared(statement: string, client: string, now: number): Promise<Window | null> {
    const db = this.db;
    if (!db?.reachable) return null;
    try {
      const hashed = createHmac('sha256', await keyOf(db)).update(client).digest('base64url').slice(0, 22);
      const [row] = await db.query<{ used: number; started: Date | string }>(statement, [this.name, hashed, new Date(now).toISOString()]);
      this.sweep(db, now);
      return row ? { startedAt: new Date(row.started).getTime(), used: row.used } : { startedAt: now, used: 0 };
    } catch {
      return null;
    }
  }

  /** Once a minute per worker and limit: windows that ended are of no use to anyone. */
  private sweep(db: Database, now: number) {
    if (now - this.sweptAt < MINUTE_MS) return;
    this.sweptAt = now;
    db.query('DELETE FROM minute_limits WHERE name = $1 AND started <= $2', [this.name, new Date(now - MINUTE_MS).toISOString()]).catch(() => undefined);
  }
}

const retryAfter = (window: Window, now: number) => Math.max(1, Math.ceil((window.startedAt + MINUTE_MS - now) / 1000));

function keyOf(db: Database): Promise<string> {
  let key = clientKeys.get(db);
  if (!key) {
    key = loadSetting(db, 'limit_client_key');
    // A failed load (the database away) is tried again by the next use.
    key.catch(() => clientKeys.delete(db));
    clientKeys.set(db, key);
  }
  return key;
}
