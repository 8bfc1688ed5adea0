import type { ServerConfig } from '../config';
import type { Database, DatabaseLog } from './database';
import { migrate } from './migrate';
import { openPglite } from './pglite-database';
import { openPostgres } from './postgres-database';

export type DatabaseSettings = Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'databasePoolSize' | 'databaseQueryTimeoutMs'> & Partial<Pick<ServerConfig, 'port' | 'devMode'>>;

export interface OpenDatabaseOptions {
  log?: DatabaseLog;
  /** The server waits for PostgreSQL at start; the CLIs fail at once. */
  waitAtStart?: boolean;
  /** What opens the embedded database, for the line another process gets meanwhile (default: a server, on its PORT). */
  holder?: string;
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
    : await openPglite(settings.dataDir, {
        holder: { what: options.holder ?? (settings.devMode ? 'a server (npm run dev)' : 'a server'), port: options.holder ? undefined : settings.port || undefined },
        log: (line) => (options.log ?? consoleLog).warn({ dataDir: settings.dataDir }, line),
      });
  await migrate(db);
  return db;
}
