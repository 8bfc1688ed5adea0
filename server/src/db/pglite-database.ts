import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

/**
 * The embedded database: real PostgreSQL compiled to WebAssembly, kept in a data folder
 * (reopening it takes a fraction of a second; in memory it would take seconds and far more
 * memory). It belongs to this one process.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const db = new PGlite(dataDir);
  await db.waitReady;
  const query = async <T>(sql: string, params: readonly unknown[] = []) => (await db.query<T>(sql, [...params])).rows;
  return {
    kind: 'pglite',
    // In this process: reachable as long as the process runs.
    reachable: true,
    query,
    transaction: (fn) =>
      db.transaction((tx) => fn({ query: async <T>(sql: string, params: readonly unknown[] = []) => (await tx.query<T>(sql, [...params])).rows } as Queryable)),
    exec: async (sql) => {
      await db.exec(sql);
    },
    listen: async (channel, onNotify) => {
      await db.listen(channel, onNotify);
    },
    notify: async (channel, payload) => {
      await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: () => db.close(),
  };
}
