import pg from 'pg';
import type { Database, DatabaseLog, Queryable } from './database';
import { DatabaseUnavailableError, asUnavailable } from './database-unavailable';
import { NoticeListener } from './notice-listener';

export interface PostgresOptions {
  connectionString: string;
  poolSize: number;
  /** A statement that has not answered by then fails (and its connection is dropped). */
  queryTimeoutMs: number;
  log: DatabaseLog;
  /** Keep trying until the database answers (the server); without it the first failure is thrown (the CLIs). */
  waitAtStart: boolean;
}

/** Waiting for a new connection longer than this fails the request with 503 rather than holding it. */
const CONNECT_TIMEOUT_MS = 3000;
const HEARTBEAT_MS = 2000;
const START_RETRY_DELAYS_MS = [500, 1000, 2000, 5000];

/**
 * PostgreSQL through a connection pool, for production and for several server processes.
 *
 * Connection faults never end the process and never hang a request: connecting and every
 * statement have time limits, a broken connection is dropped, and while the notice
 * connection (which checks the database every two seconds) is down, queries fail at once
 * with a DatabaseUnavailableError (503) instead of queueing behind a dead network.
 */
export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const clientConfig: pg.ClientConfig = {
    connectionString: options.connectionString,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: options.queryTimeoutMs,
    keepAlive: true,
    // Operators find the server's backends by it (an application_name in DATABASE_URL takes precedence).
    application_name: 'casino-site',
  };
  const pool = new pg.Pool({ ...clientConfig, max: options.poolSize });
  // An idle pooled connection that breaks is removed by the pool; without this handler its error would end the process.
  pool.on('error', (error) => options.log.warn({ err: error }, 'an idle database connection failed and was dropped'));

  await waitForDatabase(pool, options);
  // Its own application_name, so an operator can tell the notice connection from the pool's; a
  // heartbeat that takes longer than its own interval means the network is gone.
  const listenerConfig = { ...clientConfig, application_name: `${clientConfig.application_name}:notices`, query_timeout: HEARTBEAT_MS };
  const listener = new NoticeListener({ newClient: () => new pg.Client(listenerConfig), log: options.log, heartbeatMs: HEARTBEAT_MS });
  await listener.start();

  const reachable = () => {
    if (!listener.connected) throw new DatabaseUnavailableError('reconnecting');
  };
  const query = async <T>(sql: string, params: readonly unknown[] = []) => {
    reachable();
    try {
      return (await pool.query(sql, [...params])).rows as T[];
    } catch (error) {
      throw asUnavailable(error);
    }
  };
  return {
    kind: 'postgres',
    query,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    get reachable() {
      return listener.connected;
    },
    async transaction(fn) {
      reachable();
      const client = await pool.connect().catch((error: unknown) => {
        throw asUnavailable(error);
      });
      // A checked-out client has no pool error handler: a backend killed mid-transaction would otherwise end the process.
      let broken: unknown = null;
      const onError = (error: Error) => (broken = error);
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const tx: Queryable = { query: async <T>(sql: string, params: readonly unknown[] = []) => (await client.query(sql, [...params])).rows as T[] };
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: unknown) => (broken = rollbackError));
        throw asUnavailable(broken ?? error);
      } finally {
        client.removeListener('error', onError);
        // A connection that failed is dropped rather than handed to the next request.
        client.release(broken ? (broken as Error) : undefined);
      }
    },
    exec: async (sql) => {
      await query(sql);
    },
    listen: (channel, onNotify) => listener.listen(channel, onNotify),
    notify: async (channel, payload) => {
      await query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** At start the server waits for its database (it may come up later, e.g. after a host reboot) and says what it waits for. */
async function waitForDatabase(pool: pg.Pool, options: PostgresOptions): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await pool.query('SELECT 1');
      if (attempt > 0) options.log.info({ database: describe(options.connectionString) }, 'database reachable');
      return;
    } catch (error) {
      if (!options.waitAtStart) {
        await pool.end().catch(() => undefined);
        throw error;
      }
      const delay = START_RETRY_DELAYS_MS[Math.min(attempt, START_RETRY_DELAYS_MS.length - 1)]!;
      options.log.warn({ database: describe(options.connectionString), err: error, retryInMs: delay }, 'waiting for the database');
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** Host, port and database name, never the password: this goes to the log. */
function describe(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}
