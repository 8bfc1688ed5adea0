import { PGlite } from '@electric-sql/pglite';
import { ownerOnlyFolder, restrictToOwner } from '../state-files';
import type { Database, Queryable } from './database';

/**
 * The embedded database: real PostgreSQL compiled to WebAssembly, kept in a data folder
 * (reopening it takes a fraction of a second; in memory it would take seconds and far more
 * memory). It belongs to this one process. Its files hold the subscribers' addresses: they are
 * the owner's alone, including those the database unpacks world-writable on its first start.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  await ownerOnlyFolder(dataDir);
  const db = new PGlite(dataDir);
  await db.waitReady;
  await restrictToOwner(dataDir);
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
