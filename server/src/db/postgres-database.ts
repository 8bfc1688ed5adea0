import pg from 'pg';
import type { Database, Queryable } from './database';

/** PostgreSQL through a connection pool, for production and for several server processes. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  pool.on('error', (error) => console.error('idle PostgreSQL client failed', error));
  await pool.query('SELECT 1');
  let listener: pg.PoolClient | null = null;
  const handlers = new Map<string, (payload: string) => void>();

  const query = async <T>(sql: string, params: readonly unknown[] = []) => (await pool.query(sql, [...params])).rows as T[];
  return {
    kind: 'postgres',
    query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx: Queryable = { query: async <T>(sql: string, params: readonly unknown[] = []) => (await client.query(sql, [...params])).rows as T[] };
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    async listen(channel, onNotify) {
      if (!listener) {
        listener = await pool.connect();
        listener.on('notification', (message) => handlers.get(message.channel)?.(message.payload ?? ''));
      }
      handlers.set(channel, onNotify);
      await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    },
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      listener?.release();
      await pool.end();
    },
  };
}
