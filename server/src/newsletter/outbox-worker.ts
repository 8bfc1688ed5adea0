import { randomUUID } from 'node:crypto';
import type { Database } from '../core/db/database';
import type { MailTransport } from './transport';

interface OutboxRow {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  headers: Record<string, string>;
  attempts: number;
  /** Older than the retry period: if this attempt fails too, the mail is given up. */
  last_chance: boolean;
}

export interface OutboxOptions {
  from: string;
  pollMs?: number;
  /** How long a claim holds without renewal; it is renewed while the mail is being sent. */
  leaseSeconds?: number;
  /** How long a mail is retried before it is given up (default three days). */
  retryHours?: number;
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void; error: (o: object, m: string) => void };
}

const DEFAULT_LEASE_SECONDS = 120;
const DEFAULT_RETRY_HOURS = 72;

/** 5 s, 10 s, 20 s ... capped at one hour between tries. */
export const retryDelaySeconds = (attempts: number) => Math.min(5 * 2 ** (attempts - 1), 3600);

/**
 * Delivers the mail outbox, each mail exactly once as far as this side can tell:
 * - a worker claims one mail at a time with a lease of its own id, so no other server takes
 *   it; the lease is renewed while the mail server is still talking, however slow it is;
 * - a mail is marked sent (or put back) only while the row still holds that lease;
 * - a crashed sender's mail comes back when its lease runs out;
 * - a failed mail is retried with growing delays (capped at an hour) for the retry period,
 *   three days by default, and only then given up.
 * The one duplicate left is inherent to SMTP: a sender that stops between the mail server's
 * "accepted" and the database's "sent" for longer than the lease.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private again = false;
  private readonly leaseSeconds: number;
  private readonly retryHours: number;

  constructor(
    private readonly db: Database,
    private readonly send: MailTransport,
    private readonly options: OutboxOptions,
  ) {
    this.leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
    this.retryHours = options.retryHours ?? DEFAULT_RETRY_HOURS;
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.nudge(), this.options.pollMs ?? 2000);
    this.timer.unref();
    this.nudge();
  }

  /**
   * Delivers everything due now (after a sign-up). If a pass is already running, one more
   * follows it, so a mail queued during a pass is never left for the next poll.
   * Resolves when the outbox has nothing due left.
   */
  nudge(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.deliverDue();
      } while (this.again && !this.stopped);
    })()
      .catch((error: unknown) => this.options.log.error({ err: error }, 'outbox pass failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async deliverDue(): Promise<void> {
    while (!this.stopped) {
      const lease = randomUUID();
      const row = await this.claim(lease);
      if (!row) return;
      await this.deliver(row, lease);
    }
  }

  private async claim(lease: string): Promise<OutboxRow | undefined> {
    const [row] = await this.db.query<OutboxRow>(
      `UPDATE mail_outbox SET status = 'sending', lease_id = $1, locked_until = now() + make_interval(secs => $2), attempts = attempts + 1
       WHERE id = (
         SELECT id FROM mail_outbox
         WHERE (status = 'pending' AND next_attempt_at <= now()) OR (status = 'sending' AND locked_until < now())
         ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id::text, recipient, subject, text_body, headers, attempts, created_at < now() - make_interval(hours => $3) AS last_chance`,
      [lease, this.leaseSeconds, this.retryHours],
    );
    return row;
  }

  private async deliver(row: OutboxRow, lease: string): Promise<void> {
    const renewal = this.keepLease(row.id, lease);
    let failure: unknown = null;
    try {
      await this.send({ id: row.id, from: this.options.from, to: row.recipient, subject: row.subject, text: row.text_body, headers: row.headers });
    } catch (error) {
      failure = error;
    } finally {
      clearInterval(renewal);
    }
    if (failure === null) {
      const marked = await this.db.query(
        `UPDATE mail_outbox SET status = 'sent', sent_at = now(), locked_until = NULL, lease_id = NULL, last_error = NULL
         WHERE id = $1 AND lease_id = $2 RETURNING id`,
        [row.id, lease],
      );
      if (marked.length) this.options.log.info({ mail: row.id }, 'mail sent');
      else this.options.log.warn({ mail: row.id }, 'mail sent after its lease was lost; another sender may send it again');
      return;
    }
    const giveUp = row.last_chance;
    await this.db.query(
      `UPDATE mail_outbox SET status = $3, locked_until = NULL, lease_id = NULL, last_error = $4,
         next_attempt_at = now() + make_interval(secs => $5) WHERE id = $1 AND lease_id = $2`,
      [row.id, lease, giveUp ? 'failed' : 'pending', String((failure as Error).message ?? failure).slice(0, 500), retryDelaySeconds(row.attempts)],
    );
    this.options.log.warn({ mail: row.id, attempts: row.attempts, err: failure }, giveUp ? 'mail given up after the retry period' : 'mail will be retried');
  }

  /** Extends the claim while the mail server takes its time, three times per lease. */
  private keepLease(id: string, lease: string): NodeJS.Timeout {
    const timer = setInterval(() => {
      this.db
        .query(`UPDATE mail_outbox SET locked_until = now() + make_interval(secs => $3) WHERE id = $1 AND lease_id = $2`, [id, lease, this.leaseSeconds])
        .catch((error: unknown) => this.options.log.warn({ err: error, mail: id }, 'could not renew the lease of a mail being sent'));
    }, (this.leaseSeconds * 1000) / 3);
    timer.unref();
    return timer;
  }
}
