// The site's production server and nginx, started the same way for every figure of the bench.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { databaseOfItsOwn } from '../../server/src/test-kit/postgres-admin.ts';
import { startServerProcess } from '../../server/src/test-kit/server-process.ts';
import { freePort } from '../../server/src/test-kit/free-port.ts';

export const root = path.resolve(import.meta.dirname, '..', '..');

const waitFor = async (check, what, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/**
 * PostgreSQL when DATABASE_URL is set (each server in a schema of its own, dropped after), where
 * the server runs one worker per core as in production; otherwise the embedded database, which
 * one process owns.
 */
export const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded';
export const WORKERS = database === 'PostgreSQL' ? os.availableParallelism() : 1;

async function withDatabase() {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return { url: '', drop: async () => {} };
  return databaseOfItsOwn(baseUrl);
}

/**
 * The built server in a folder of its own, started as the tests start theirs (the test kit's
 * server process); `env` adds settings, `nodeArgs` go to Node (a CPU profile). The load comes
 * from one address, so the per-address render limit is off.
 */
export async function startServer(env = {}, nodeArgs = []) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const varDir = mkdtempSync(path.join(os.tmpdir(), 'casino-bench-'));
  const db = await withDatabase();
  const server = await startServerProcess(
    { DATABASE_URL: db.url, PORT: String(port), SITE_URL: url, LOG_LEVEL: 'error', VAR_DIR: varDir, RENDER_RATE_LIMIT: '0', WORKERS: String(WORKERS), ...env },
    { built: true, ready: 'healthy', nodeArgs, timeoutMs: 60_000 },
  );
  return {
    url,
    pid: server.child.pid,
    /** Its own PostgreSQL database (empty on the embedded one, which the server holds alone). */
    databaseUrl: db.url,
    stop: async () => {
      await server.stop();
      // What the server said, when it said anything (it logs errors only).
      if (server.lines.length) console.log(server.lines.join('\n'));
      await db.drop();
      rmSync(varDir, { recursive: true, force: true });
    },
  };
}

export const nginxInstalled = () => spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;

/**
 * nginx serving `files` (path → bytes) as a static server at its best: a gzip copy of each made
 * beforehand (gzip_static), `workers` worker processes, no access log.
 */
export async function startNginx(files, workers) {
  const port = await freePort();
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'casino-bench-nginx-'));
  const docroot = path.join(prefix, 'html');
  for (const [urlPath, bytes] of files) {
    const file = path.join(docroot, urlPath === '/' ? 'index.html' : urlPath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  }
  const config = [
    // Started as root, nginx's workers would run as nobody and could not read the temporary folder.
    process.getuid?.() === 0 ? 'user root;' : '',
    `worker_processes ${workers};`,
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log;`,
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    '  default_type text/html;',
    '  gzip_static on;',
    `  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;`,
    `  server { listen 127.0.0.1:${port}; root ${docroot}; index index.html; }`,
    '}',
  ].join('\n');
  writeFileSync(path.join(prefix, 'nginx.conf'), config);
  const child = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(() => fetch(url).then((r) => r.ok, () => false), 'nginx', 10_000);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGQUIT');
      }).then(() => rmSync(prefix, { recursive: true, force: true })),
  };
}
