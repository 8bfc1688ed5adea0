import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { copyVarDir, firstStart } from '../../server/src/test-kit/first-start';
import { databaseOfItsOwn } from '../../server/src/test-kit/postgres-admin';
import { copyTemplate, FIRST_START_SETTINGS } from './server-template';

export const repoRoot = path.resolve(__dirname, '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  url: string;
  /** Stops the server; `keep` is handed its files before they are removed. */
  stop: (options?: { keep?: (varDir: string) => void }) => Promise<void>;
  output: () => string;
}

/**
 * Starts the production server (built by `npm run build`) on a free loopback port (or `env.PORT`).
 *
 * On PostgreSQL (the test run's DATABASE_URL, see scripts/with-test-database.mjs) each server has
 * a database of its own: a copy of the server tests' first start (migrated, seeded, every app's
 * newest build active), or an empty one where `env` changes what a first start makes, or for
 * `fresh`. A copy costs PostgreSQL a quarter of a second, where the embedded database takes each
 * server several seconds of processor time to open. Without PostgreSQL each server gets its own
 * embedded database, from a copy of the server template (server-template.ts) where one fits.
 * A spec that gives DATABASE_URL itself (servers sharing one) keeps it.
 */
export async function startServer(env: NodeJS.ProcessEnv = {}, { fresh = false } = {}): Promise<RunningServer> {
  // A spec that must know the address before the server starts (to register it elsewhere) gives PORT.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The specs crawl the whole site from one address: the per-address limits on renders and on
  // counted page views (each page registers its view) are lifted for them. Three specs at once on
  // the shared server load more than the 120 pages a minute one visitor is counted for.
  // No scheduled link check visits the partners' real sites from a test. One worker: each worker
  // would render every page again.
  const varDir = mkdtempSync(path.join(tmpdir(), 'casino-e2e-'));
  const baseUrl = 'DATABASE_URL' in env ? undefined : process.env.DATABASE_URL;
  let database: { url: string; drop: () => Promise<void> } | undefined;
  if (baseUrl) {
    const template = fresh || FIRST_START_SETTINGS.some((name) => env[name]) ? undefined : await firstStart(baseUrl);
    if (template) copyVarDir(template, varDir);
    database = await databaseOfItsOwn(baseUrl, template?.templateDatabase);
  } else if (!fresh) {
    copyTemplate(varDir, env);
  }
  /** The server's files and database, removed once it has stopped or failed to start. */
  const removeOwnState = async () => {
    rmSync(varDir, { recursive: true, force: true });
    await database?.drop();
  };
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'server/dist/main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: database?.url ?? '',
      VAR_DIR: varDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      LOG_LEVEL: 'warn',
      RENDER_RATE_LIMIT: '0',
      VIEW_RATE_LIMIT: '1000000',
      LINK_CHECK_HOURS: '0',
      WORKERS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A busy two-core machine has taken over 30 s to start and seed the embedded database.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      await removeOwnState();
      throw new Error(`server exited early:\n${output}`);
    }
    const healthy = await fetch(`${url}/health`).then((r) => r.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      // A server left running would keep the spec's process alive after its suites failed.
      child.kill('SIGKILL');
      await removeOwnState();
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    output: () => output,
    stop: ({ keep } = {}) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }).then(() => {
        keep?.(varDir);
        return removeOwnState();
      }),
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
  return { url, output: () => '', stop: async () => undefined };
}
