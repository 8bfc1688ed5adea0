import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL schema of its own on the database at `baseUrl`, for servers started as
 * processes: `url` reaches it (as their search path), `drop` removes it with everything in it.
 */
export async function schemaOfItsOwn(baseUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    },
  };
}
