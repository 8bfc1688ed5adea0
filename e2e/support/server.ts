import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { copyTemplate } from './server-template';

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
 * Starts the production server (built by `npm run build`) on a free loopback port (or `env.PORT`), from a copy of
 * the server template (a migrated, seeded database with this build active) where one fits, else
 * on fresh files (`fresh: true` always), as a first start on a new machine does.
 */
export async function startServer(env: NodeJS.ProcessEnv = {}, { fresh = false } = {}): Promise<RunningServer> {
  // A spec that must know the address before the server starts (to register it elsewhere) gives PORT.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Each server gets its own embedded database, seeded on start, so specs cannot disturb each other.
  // The specs crawl the whole site from one address: the per-address render limit is off for them.
  const varDir = mkdtempSync(path.join(tmpdir(), 'casino-e2e-'));
  if (!fresh) copyTemplate(varDir, env);
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'server/dist/main.js')], {
    env: { ...process.env, DATABASE_URL: '', VAR_DIR: varDir, PORT: String(port), HOST: '127.0.0.1', SITE_URL: url, LOG_LEVEL: 'warn', RENDER_RATE_LIMIT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A busy two-core machine has taken over 30 s to start and seed the embedded database.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const healthy = await fetch(`${url}/health`).then((r) => r.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      // A server left running would keep the spec's process alive after its suites failed.
      child.kill('SIGKILL');
      rmSync(varDir, { recursive: true, force: true });
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
        rmSync(varDir, { recursive: true, force: true });
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
