import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type ServerConfig } from '../core/config';
import { copyVarDir, firstStart, TEST_SITE } from './first-start';
import { databaseOfItsOwn } from './postgres-admin';

export interface TestApp {
  app: FastifyInstance;
  config: ServerConfig;
  close: () => Promise<void>;
}

/** Two servers can share one database only on PostgreSQL: the embedded one belongs to one process. */
export const canShareDatabase = Boolean(process.env.DATABASE_URL);

/** Settings that change what a first start makes: a server given one of them makes its own. */
const FIRST_START_SETTINGS: ReadonlyArray<keyof ServerConfig> = ['appsRoot', 'seedFile', 'operatorFile', 'dataDir', 'releasesDir', 'releaseLatestBuilds', 'devMode', 'databaseUrl'];

/**
 * A real server on a real, migrated and seeded database with every app's newest build active:
 * PostgreSQL in a database of its own when DATABASE_URL is set, otherwise the embedded database
 * in a temporary folder. It starts from a copy of the first start (see first-start.ts) unless
 * `overrides` change what a first start makes. With `shareDatabaseOf`, a second server joins
 * the first one's database, as servers behind one load balancer do.
 */
export async function createTestApp(overrides: Partial<ServerConfig> = {}, options: BuildOptions = {}, shareDatabaseOf?: TestApp): Promise<TestApp> {
  if (shareDatabaseOf && !shareDatabaseOf.config.databaseUrl) throw new Error('only servers on PostgreSQL can share a database');
  const varDir = await mkdtemp(path.join(tmpdir(), 'casino-api-'));
  const baseUrl = process.env.DATABASE_URL;
  const fresh = FIRST_START_SETTINGS.some((name) => name in overrides);
  const template = shareDatabaseOf || fresh ? undefined : await firstStart(baseUrl);
  if (template) copyVarDir(template, varDir);
  const database = shareDatabaseOf || !baseUrl ? undefined : await databaseOfItsOwn(baseUrl, template?.templateDatabase);
  const config = loadConfig(
    // Every file the server keeps (database, releases, mails, token) goes to the temporary folder.
    { ...TEST_SITE, VAR_DIR: varDir },
    { databaseUrl: shareDatabaseOf?.config.databaseUrl ?? database?.url, logLevel: 'silent', outboxPollMs: 60_000, subscribeLimit: 100_000, ...overrides },
  );
  // A server looks at its served files every five seconds (stat of some 550 files); dozens of test
  // servers doing so in one process cost seconds of CPU. A test of that look asks for it.
  const app = await buildApp(config, { fileCheckMs: 0, ...options });
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await database?.drop();
      await rm(varDir, { recursive: true, force: true });
    },
  };
}

const secondPass = process.env.TEST_DATABASE === 'embedded';
/**
 * CI runs the server tests twice: on PostgreSQL (`npm test`) and again on Node 24 on the
 * embedded database (TEST_DATABASE=embedded, `npm run test:node24`). A suite that uses no
 * database of the run's own choosing (builds, commands on an embedded database of their own)
 * runs in the first and is skipped in the second with this reason.
 */
export const oncePerRun = { skip: secondPass ? 'uses no database of the run: it runs in the pass on PostgreSQL (npm test)' : false };
/**
 * A test whose own part is a webpack build of a changed checkout, which is the same on either
 * database; publishing, gating and serving a build run in both passes in other tests. Skipped
 * in the second pass with this reason (each such build is several CPU-seconds).
 */
export const buildsOncePerRun = { skip: secondPass ? 'builds an app with webpack, the same on either database: it runs in the pass on PostgreSQL (npm test)' : false };
