import type { Database } from './database';
import { migrate } from './migrate';
import { openPglite } from './pglite-database';
import { openPostgres } from './postgres-database';

/** PostgreSQL when a URL is given, otherwise the embedded database in dataDir; migrated either way. */
export async function openDatabase({ databaseUrl, dataDir }: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  const db = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(dataDir);
  await migrate(db);
  return db;
}
