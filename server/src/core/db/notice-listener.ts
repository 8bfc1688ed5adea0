import pg from 'pg';
import type { DatabaseLog } from './database';

export interface NoticeListenerOptions {
  /** A fresh client on every (re)connect: a client that failed once is never reused. */
  newClient: () => pg.Client;
  log: DatabaseLog;
  /** How often the idle connection is asked a question, so a silent network cut is noticed. */
  heartbeatMs: number;
}

/** Waits between reconnect attempts: quick at first (a killed backend), then every two seconds. */
const RECONNECT_DELAYS_MS = [100, 250, 500, 1000, 2000];

/**
 * The one long-lived connection that LISTENs for other servers' notices (imports, releases).
 *
 * A pooled client has the pool's error handler only while idle; this one is never idle in
 * that sense, so it handles its own errors: when its backend is terminated, PostgreSQL
 * restarts or the network is cut (noticed by a heartbeat, since an idle socket can stay
 * silent for hours), it is dropped, a new one connects with backoff, LISTENs again, and every
 * handler is called once with an empty payload, because a notice sent while it was away is
 * lost and the handlers reload what it would have told them.
 */
export class NoticeListener {
  private client: pg.Client | null = null;
  private readonly handlers = new Map<string, (payload: string) => void>();
  private heartbeat: NodeJS.Timeout | null = null;
  private retry: NodeJS.Timeout | null = null;
  private lostAt = 0;
  private attempts = 0;
  private closed = false;

  constructor(private readonly options: NoticeListenerOptions) {}

  get connected(): boolean {
    return this.client !== null;
  }

  /** Connects for the first time; the caller has already made sure the database answers. */
  async start(): Promise<void> {
    await this.connect();
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<void> {
    this.handlers.set(channel, onNotify);
    const client = this.client;
    if (!client) return; // the next connect LISTENs on every channel
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`).catch((error: unknown) => this.drop(client, error));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    this.stopHeartbeat();
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = this.options.newClient();
    // Registered before connecting and never removed: an error event without a listener ends the process.
    client.on('error', (error) => this.drop(client, error));
    client.on('end', () => this.drop(client, new Error('connection ended')));
    client.on('notification', (message) => this.handlers.get(message.channel)?.(message.payload ?? ''));
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.startHeartbeat(client);
  }

  /** Forgets a client that failed (once: its error and end events both arrive here) and starts reconnecting. */
  private drop(client: pg.Client, error: unknown) {
    if (this.client !== client) return;
    this.client = null;
    this.stopHeartbeat();
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.lostAt = Date.now();
    this.attempts = 0;
    this.options.log.warn({ err: error }, 'lost the database notice connection; reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    const delay = RECONNECT_DELAYS_MS[Math.min(this.attempts, RECONNECT_DELAYS_MS.length - 1)]!;
    this.attempts += 1;
    this.retry = setTimeout(() => void this.reconnect(), delay);
    this.retry.unref();
  }

  private async reconnect() {
    this.retry = null;
    if (this.closed) return;
    try {
      await this.connect();
    } catch (error) {
      if (this.attempts === 1 || this.attempts % 10 === 0) this.options.log.warn({ err: error, attempts: this.attempts }, 'database still unreachable');
      this.scheduleReconnect();
      return;
    }
    if (!this.client) return;
    this.options.log.info({ downSeconds: (Date.now() - this.lostAt) / 1000 }, 'database notice connection restored; reloading what a missed notice would have told');
    for (const onNotify of this.handlers.values()) onNotify('');
  }

  private startHeartbeat(client: pg.Client) {
    let inFlight = false;
    this.heartbeat = setInterval(() => {
      if (inFlight) return;
      inFlight = true;
      client
        .query('SELECT 1')
        .catch((error: unknown) => this.drop(client, error))
        .finally(() => (inFlight = false));
    }, this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  private stopHeartbeat() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }
}
