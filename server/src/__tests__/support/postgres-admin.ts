import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** One connection to the PostgreSQL at `url` for `fn`, closed afterwards. */
export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * An empty PostgreSQL schema of its own on the database at `baseUrl`, for servers started as
 * processes that must make their first start themselves: `url` reaches it (as their search
 * path), `drop` removes it with everything in it.
 */
export async function schemaOfItsOwn(baseUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `${prefix}_${randomBytes(5).toString('hex')}`;
  await withClient(baseUrl, (client) => client.query(`CREATE SCHEMA ${schema}`));
  return { url: withSearchPath(baseUrl, schema), drop: () => withClient(baseUrl, (client) => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)).then(() => undefined) };
}

function withSearchPath(baseUrl: string, schema: string): string {
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}
