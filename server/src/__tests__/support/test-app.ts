import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../app';
import { loadConfig, type ServerConfig } from '../../config';

export interface TestApp {
  app: FastifyInstance;
  config: ServerConfig;
  close: () => Promise<void>;
}

/** Two servers can share one database only on PostgreSQL: the embedded one belongs to one process. */
export const canShareDatabase = Boolean(process.env.DATABASE_URL);

/**
 * A real server on a real, migrated and seeded database: PostgreSQL in a schema of its own
 * when DATABASE_URL is set, otherwise the embedded database in a temporary folder. With
 * `shareDatabaseOf`, a second server joins the first one's PostgreSQL schema, as servers
 * behind one load balancer do.
 */
export async function createTestApp(overrides: Partial<ServerConfig> = {}, options: BuildOptions = {}, shareDatabaseOf?: TestApp): Promise<TestApp> {
  const varDir = await mkdtemp(path.join(tmpdir(), 'casino-api-'));
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const baseUrl = shareDatabaseOf ? undefined : process.env.DATABASE_URL;
  if (shareDatabaseOf && !shareDatabaseOf.config.databaseUrl) throw new Error('only servers on PostgreSQL can share a database');
  if (baseUrl) await withClient(baseUrl, (client) => client.query(`CREATE SCHEMA ${schema}`));
  const databaseUrl = shareDatabaseOf
    ? shareDatabaseOf.config.databaseUrl
    : baseUrl
      ? `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`
      : undefined;
  const config = loadConfig(
    // Every file the server keeps (database, releases, mails, token) goes to the temporary folder.
    { SITE_URL: 'https://casino.test', VAR_DIR: varDir },
    { databaseUrl, logLevel: 'silent', outboxPollMs: 60_000, subscribeLimit: 100_000, ...overrides },
  );
  const app = await buildApp(config, options);
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      if (baseUrl) await withClient(baseUrl, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
      await rm(varDir, { recursive: true, force: true });
    },
  };
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
