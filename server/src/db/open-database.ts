import type { ServerConfig } from '../config';
import type { Database, DatabaseLog } from './database';
import { migrate } from './migrate';
import { openPglite } from './pglite-database';
import { openPostgres } from './postgres-database';

export type DatabaseSettings = Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'databasePoolSize' | 'databaseQueryTimeoutMs'>;

export interface OpenDatabaseOptions {
  log?: DatabaseLog;
  /** The server waits for PostgreSQL at start; the CLIs fail at once. */
  waitAtStart?: boolean;
}

const consoleLog: DatabaseLog = {
  info: (object, message) => console.log(message, object),
  warn: (object, message) => console.warn(message, object),
};

/** PostgreSQL when a URL is given, otherwise the embedded database in dataDir; migrated either way. */
export async function openDatabase(settings: DatabaseSettings, options: OpenDatabaseOptions = {}): Promise<Database> {
  const db = settings.databaseUrl
    ? await openPostgres({
        connectionString: settings.databaseUrl,
        poolSize: settings.databasePoolSize,
        queryTimeoutMs: settings.databaseQueryTimeoutMs,
        log: options.log ?? consoleLog,
        waitAtStart: options.waitAtStart ?? false,
      })
    : await openPglite(settings.dataDir);
  await migrate(db);
  return db;
}
