import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { ownerOnlyFolder, restrictToOwner } from '../state-files';
import { holdDataFolder, type DataFolderHolder } from './data-folder-lock';
import type { Database, Queryable } from './database';

export interface PgliteOptions {
  /** What opens it, for the line another process gets while this one holds it. */
  holder?: Pick<DataFolderHolder, 'what' | 'port'>;
  /** Where taking over a lock left by a process that is gone is told. */
  log?: (line: string) => void;
}

/**
 * The embedded database: real PostgreSQL compiled to WebAssembly, kept in a data folder
 * (reopening it takes a fraction of a second; in memory it would take seconds and far more
 * memory). It belongs to this one process, which holds the folder's lock (data-folder-lock.ts)
 * from before the database reads anything until it is closed: a second process stops there, having
 * written nothing. Its files hold the subscribers' addresses: they are the owner's alone,
 * including those the database unpacks world-writable on its first start.
 */
export async function openPglite(dataDir: string, { holder = { what: 'a server' }, log = console.warn }: PgliteOptions = {}): Promise<Database> {
  await ownerOnlyFolder(dataDir);
  const letGo = await holdDataFolder(dataDir, holder, log);
  let db: PGlite;
  try {
    // pg_trgm: the casino search's similarity of names (migrations/024_casino_search.sql).
    db = new PGlite(dataDir, { extensions: { pg_trgm } });
    await db.waitReady;
    await restrictToOwner(dataDir);
  } catch (error) {
    await letGo();
    throw error;
  }
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
    close: async () => {
      try {
        await db.close();
      } finally {
        await letGo();
      }
    },
  };
}
