import type { Database } from '../db/database';
import type { MailTransport } from './transport';

interface OutboxRow {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  headers: Record<string, string>;
  attempts: number;
}

export interface OutboxOptions {
  from: string;
  pollMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void; error: (o: object, m: string) => void };
}

/** 5 s, 10 s, 20 s ... capped at one hour between tries. */
export const retryDelaySeconds = (attempts: number) => Math.min(5 * 2 ** (attempts - 1), 3600);

/**
 * Delivers the mail outbox. Rows are claimed with a lease (so several servers never send
 * one mail twice, and a crashed sender's rows come back), sent outside any transaction,
 * then marked sent, or put back with a growing delay.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private again = false;

  constructor(
    private readonly db: Database,
    private readonly send: MailTransport,
    private readonly options: OutboxOptions,
  ) {}

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
    for (;;) {
      const batch = await this.claim();
      if (batch.length === 0) return;
      for (const row of batch) await this.deliver(row);
    }
  }

  private claim(): Promise<OutboxRow[]> {
    return this.db.query<OutboxRow>(
      `UPDATE mail_outbox SET status = 'sending', locked_until = now() + interval '2 minutes', attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE (status = 'pending' AND next_attempt_at <= now()) OR (status = 'sending' AND locked_until < now())
         ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING id::text, recipient, subject, text_body, headers, attempts`,
      [this.options.batchSize ?? 20],
    );
  }

  private async deliver(row: OutboxRow): Promise<void> {
    try {
      await this.send({ id: row.id, from: this.options.from, to: row.recipient, subject: row.subject, text: row.text_body, headers: row.headers });
      await this.db.query(`UPDATE mail_outbox SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL WHERE id = $1`, [row.id]);
      this.options.log.info({ mail: row.id }, 'mail sent');
    } catch (error) {
      const giveUp = row.attempts >= (this.options.maxAttempts ?? 12);
      await this.db.query(
        `UPDATE mail_outbox SET status = $2, locked_until = NULL, last_error = $3,
           next_attempt_at = now() + make_interval(secs => $4) WHERE id = $1`,
        [row.id, giveUp ? 'failed' : 'pending', String((error as Error).message ?? error).slice(0, 500), retryDelaySeconds(row.attempts)],
      );
      this.options.log.warn({ mail: row.id, attempts: row.attempts, err: error }, giveUp ? 'mail given up' : 'mail will be retried');
    }
  }
}
