import { createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../core/db/database';
import { dayOf } from '../core/report-range';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayBefore = (day: string) => dayOf(Date.parse(`${day}T00:00:00Z`) - DAY_MS);

/** What the click statement needs to tell a repeat (see recordClick). */
export interface RepeatCheck {
  at: Date;
  /** Clicks counted after this are within the window. */
  since: Date;
  /** The client on this casino under today's key. */
  fingerprint: string;
  /** The same under yesterday's key, so a repeat just after midnight (UTC) is one too. */
  earlierFingerprint: string | null;
  /** The client alone under today's key: tells one client's clicks of a day apart, and nothing once the key is gone. */
  clientHash: string;
}

/**
 * Tells whether a click is the same client on the same casino again within the window, the
 * same on every server, without keeping anything about the visitor. A client is its network
 * (see clientNetwork) with the casino under an HMAC whose key is random per UTC day and shared
 * through the database; the hashes are deleted once they are older than the window and the keys
 * the day after theirs, after which no hash can be tied to an address again.
 *
 * The User-Agent is not part of the client: a sender chooses it freely, so with it one network
 * could count a click per made-up browser. Without it, two people behind one address who click
 * the same casino within the window (CLICK_REPEAT_SECONDS, 30 s) count once: a rare undercount,
 * where the other way any one sender could count as many clicks as it likes.
 */
export class RepeatKeys {
  private keys = new Map<string, string>();
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly windowMs: number,
  ) {}

  async check(network: string, casino: string, now: number): Promise<RepeatCheck> {
    const day = dayOf(now);
    // A server that made today's key at the same moment is seen on the second look.
    for (let look = 0; look < 2 && !this.keys.has(day); look++) await this.load(day);
    if (!this.keys.has(day)) throw new Error(`no repeat key for ${day}`);
    const client = `${network}\n${casino}`;
    const earlier = this.keys.get(dayBefore(day));
    return {
      at: new Date(now),
      since: new Date(now - this.windowMs),
      fingerprint: hash(this.keys.get(day)!, client),
      clientHash: hash(this.keys.get(day)!, network),
      // Only a click within the window after midnight can be a repeat of one under yesterday's key.
      earlierFingerprint: earlier && now - Date.parse(`${day}T00:00:00Z`) < this.windowMs ? hash(earlier, client) : null,
    };
  }

  /** Deletes the hashes past the window and the keys no check needs any more. */
  async tidy(now: number): Promise<void> {
    await this.db.query('DELETE FROM click_repeats WHERE seen_at < $1', [new Date(now - this.windowMs).toISOString()]);
    await this.db.query('DELETE FROM click_repeat_keys WHERE day < $1::date', [dayBefore(dayOf(now))]);
  }

  /**
   * Today's key (made by the first server to need it) and yesterday's, once per day and server.
   * A statement that finds another server making today's key in the same moment waits for it,
   * but does not see it (its snapshot is older): the caller looks again.
   */
  private load(day: string): Promise<void> {
    this.loading ??= this.db
      .query<{ day: string; key: string }>(
        `WITH made AS (INSERT INTO click_repeat_keys (day, key) VALUES ($1::date, $2) ON CONFLICT (day) DO NOTHING RETURNING day, key)
         SELECT to_char(day, 'YYYY-MM-DD') AS day, key FROM made
         UNION ALL SELECT to_char(day, 'YYYY-MM-DD') AS day, key FROM click_repeat_keys WHERE day IN ($1::date, $1::date - 1)`,
        [day, randomBytes(32).toString('hex')],
      )
      .then((rows) => {
        this.keys = new Map(rows.map((row) => [row.day, row.key]));
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}

const hash = (key: string, client: string) => createHmac('sha256', key).update(client).digest('base64url').slice(0, 22);
