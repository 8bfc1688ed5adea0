import { createHmac } from 'node:crypto';
import type { Database } from './db/database';
import { loadSetting } from './secrets';

export type BudgetAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A client's window: started by its first use, as long as the budget's window. */
interface Window {
  startedAt: number;
  used: number;
}

const MINUTE_MS = 60_000;
/** Beyond this many clients in a window, this worker forgets what it knows of them (the shared counts stay). */
const MAX_TRACKED = 50_000;
/** Keys of the shared counts: one per database, so every server hashes a client alike. */
const clientKeys = new WeakMap<Database, Promise<string>>();

const TAKE = `INSERT INTO client_limits (name, client, started, used) VALUES ($1, $2, $3, 1)
  ON CONFLICT (name, client) DO UPDATE SET
    used = CASE WHEN client_limits.started <= $4::timestamptz THEN 1 ELSE client_limits.used + 1 END,
    started = CASE WHEN client_limits.started <= $4::timestamptz THEN $3::timestamptz ELSE client_limits.started END
  RETURNING used, started`;
const GIVE_BACK = `UPDATE client_limits SET used = GREATEST(used - 1, 0) WHERE name = $1 AND client = $2 AND started > $3::timestamptz
  RETURNING used, started`;
const READ = `SELECT used, started FROM client_limits WHERE name = $1 AND client = $2 AND started > $3::timestamptz`;

/**
 * A budget per client (see clientNetwork) and window, a minute unless said, counted by every
 * worker and server sharing the database: `WORKERS=4`, or three servers behind a balancer,
 * allow what one does. Per minute for what costs the site (fresh page renders, page views, web
 * vitals and error reports, wrong credentials); per hour for how many page views of one client
 * weigh in a version's web vitals. A client's window starts with its first use; a spent budget
 * says when it refills.
 *
 * Each use is one statement, an upsert into an UNLOGGED table (`client_limits`) that answers the
 * window's total: the price of a limit that holds, a fraction of a millisecond beside the
 * milliseconds of a fresh render. What this worker has seen goes first: a client it saw spend
 * its budget is refused from memory, so a flood costs the database at most one statement per
 * client, worker and window beyond the budget. While the database is away, each worker's own
 * count decides (the limit then holds per worker, as it did before it was shared).
 */
export class ClientBudget {
  /** What this worker knows of each client's window: the shared total as last seen, or its own count while the database is away. */
  private windows = new Map<string, Window>();
  private sweptAt = 0;

  constructor(
    private readonly db: Database | null,
    /** The limit's name in the shared table. */
    private readonly name: string,
    private readonly perWindow: number,
    private readonly windowMs = MINUTE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one from the client's budget; answers the seconds until it refills when it is spent. */
  async take(client: string): Promise<BudgetAnswer> {
    const answer = await this.reserve(client);
    return answer.allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: answer.retryAfterSeconds };
  }

  /**
   * Takes one from the client's budget as `take` does, and says how many the client has used in
   * its window counting this one: each of many parallel requests gets its own count, since one
   * statement counts and answers.
   */
  async reserve(client: string): Promise<BudgetAnswer & { used: number }> {
    if (this.perWindow <= 0) return { allowed: true, used: 0 };
    const now = this.now();
    const known = this.current(client, now);
    if (known && known.used >= this.perWindow) return { ...this.refused(known, now), used: known.used + 1 };
    const counted = await this.shared('take', client, now);
    // While the database is away, this worker's count as it is now (other requests may have taken since).
    const mine = counted ? null : this.current(client, this.now());
    const window = counted ?? { startedAt: mine?.startedAt ?? now, used: (mine?.used ?? 0) + 1 };
    this.remember(client, window, now);
    return { ...(window.used <= this.perWindow ? { allowed: true } : this.refused(window, this.now())), used: window.used };
  }

  /**
   * Gives back one the client took in its current window (a reservation that turned out not to
   * count), on every server and in this worker's memory; never below none.
   */
  async giveBack(client: string): Promise<void> {
    if (this.perWindow <= 0) return;
    const now = this.now();
    const known = this.current(client, now);
    if (known) known.used = Math.max(0, known.used - 1);
    await this.shared('give back', client, now);
  }

  /** How many the client used in its window, on every server, without taking one; and when the window ends. */
  async peek(client: string): Promise<{ used: number; retryAfterSeconds: number }> {
    const now = this.now();
    const known = this.current(client, now);
    const window = known && known.used >= this.perWindow ? known : ((await this.shared('read', client, now)) ?? known);
    if (!window?.used) return { used: 0, retryAfterSeconds: 0 };
    this.remember(client, window, now);
    return { used: window.used, retryAfterSeconds: this.retryAfter(window, now) };
  }

  private retryAfter(window: Window, now: number) {
    return Math.max(1, Math.ceil((window.startedAt + this.windowMs - now) / 1000));
  }

  private refused(window: Window, now: number): BudgetAnswer {
    return { allowed: false, retryAfterSeconds: this.retryAfter(window, now) };
  }

  private current(client: string, now: number): Window | undefined {
    const window = this.windows.get(client);
    return window && now - window.startedAt < this.windowMs ? window : undefined;
  }

  private remember(client: string, window: Window, now: number) {
    if (!this.windows.has(client) && this.windows.size >= MAX_TRACKED) {
      for (const [key, kept] of this.windows) if (now - kept.startedAt >= this.windowMs) this.windows.delete(key);
      // Still full (a flood from that many clients within a window): start over rather than grow without bound.
      if (this.windows.size >= MAX_TRACKED) this.windows.clear();
    }
    this.windows.set(client, { startedAt: window.startedAt, used: Math.min(window.used, this.perWindow) });
  }

  /** The client's window in the shared table (after taking one, for `take`); null while the database cannot say. */
  private async shared(how: 'take' | 'read' | 'give back', client: string, now: number): Promise<Window | null> {
    const db = this.db;
    if (!db?.reachable) return null;
    try {
      const hashed = createHmac('sha256', await keyOf(db)).update(client).digest('base64url').slice(0, 22);
      const windowStart = new Date(now - this.windowMs).toISOString();
      const [row] = await (how === 'take'
        ? db.query<{ used: number; started: Date | string }>(TAKE, [this.name, hashed, new Date(now).toISOString(), windowStart])
        : db.query<{ used: number; started: Date | string }>(how === 'read' ? READ : GIVE_BACK, [this.name, hashed, windowStart]));
      this.sweep(db, now);
      return row ? { startedAt: new Date(row.started).getTime(), used: row.used } : { startedAt: now, used: 0 };
    } catch {
      return null;
    }
  }

  /** Once a window per worker and limit: windows that ended are of no use to anyone. */
  private sweep(db: Database, now: number) {
    if (now - this.sweptAt < this.windowMs) return;
    this.sweptAt = now;
    db.query('DELETE FROM client_limits WHERE name = $1 AND started <= $2', [this.name, new Date(now - this.windowMs).toISOString()]).catch(() => undefined);
  }
}


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
