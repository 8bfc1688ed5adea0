import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyVarDir, firstStart } from '../../server/src/test-kit/first-start';
import { freePort } from '../../server/src/test-kit/free-port';
import { databaseOfItsOwn } from '../../server/src/test-kit/postgres-admin';
import { startServerProcess } from '../../server/src/test-kit/server-process';

export const repoRoot = path.resolve(__dirname, '..', '..');

/** These settings change what a first start makes, so such a server starts fresh. */
const FIRST_START_SETTINGS = ['DATABASE_URL', 'APPS_ROOT', 'DATA_DIR', 'RELEASES_DIR', 'SEED_FILE'];

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts the production server (built by `npm run build`, see `startServerProcess` in the server
 * tests' kit) on a free loopback port (or `env.PORT`), and resolves once its /health answers.
 *
 * Each server starts from a copy of the server tests' first start (test-kit/first-start.ts:
 * migrated, seeded, every app's newest build active), made once per state of the server's code,
 * the seed and the builds, unless `env` changes what a first start makes. On PostgreSQL (the
 * test run's DATABASE_URL, see scripts/with-test-database.mjs) each server has a database of its
 * own, a copy of the first start's, which costs PostgreSQL a quarter of a second; on the embedded
 * database it gets a copy of the first start's folder. A spec that gives DATABASE_URL itself
 * (servers sharing one) keeps it.
 */
export async function startServer(env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  // A spec that must know the address before the server starts (to register it elsewhere) gives PORT.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const varDir = mkdtempSync(path.join(tmpdir(), 'casino-e2e-'));
  const baseUrl = 'DATABASE_URL' in env ? undefined : process.env.DATABASE_URL;
  const template = FIRST_START_SETTINGS.some((name) => env[name]) ? undefined : await firstStart(baseUrl);
  if (template) copyVarDir(template, varDir);
  const database = baseUrl ? await databaseOfItsOwn(baseUrl, template?.templateDatabase) : undefined;
  /** The server's files and database, removed once it has stopped or failed to start. */
  const removeOwnState = async () => {
    rmSync(varDir, { recursive: true, force: true });
    await database?.drop();
  };
  // The specs crawl the whole site from one address: the per-address limits on renders and on
  // counted page views (each page registers its view) are lifted for them. Three specs at once on
  // the shared server load more than the 120 pages a minute one visitor is counted for.
  // Warnings only: each request's line would pile up for nothing. One worker: each worker would
  // render every page again. A busy two-core machine has taken over 30 s to start a server.
  const settings = { DATABASE_URL: database?.url ?? '', VAR_DIR: varDir, PORT: String(port), SITE_URL: url, LOG_LEVEL: 'warn', RENDER_RATE_LIMIT: '0', VIEW_RATE_LIMIT: '1000000', ...env };
  const server = await startServerProcess(settings, { ready: 'healthy', timeoutMs: 90_000, built: true }).catch(async (error: unknown) => {
    await removeOwnState();
    throw error;
  });
  return {
    url,
    stop: async () => {
      await server.stop();
      await removeOwnState();
    },
  };
}

/** The environment variable naming the server a test run shares (support/with-shared-server.ts). */
export const SHARED_SERVER = 'SHARED_SERVER_URL';

/**
 * The site as a visitor finds it, for a spec that only reads pages: the test run's shared server
 * when there is one, else a server of its own (a spec run alone). Stopping the shared server is
 * left to the run that started it.
 */
export async function siteServer(): Promise<RunningServer> {
  const url = process.env[SHARED_SERVER];
  if (!url) return startServer();
  return { url, stop: async () => undefined };
}
