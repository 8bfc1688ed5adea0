// `npm run dev`: the site as a developer works on it, on http://localhost:$PORT (3000).
//
// - Every app is built by webpack in development mode (React's development build, source maps,
//   the shared library compiled from its source) and rebuilt on every saved change, one process
//   per app (dev/watch-app.mjs), into $VAR_DIR/dev-builds/.
// - The server runs from its TypeScript source (tsx) in development mode (NODE_ENV=development,
//   DEV_MODE=1): it serves the newest development build of every app, publishes nothing, keeps
//   no page cache, and restarts when its own source changes.
// - Open pages reload by themselves once a rebuilt app is served or the server has restarted.
//
// `npm run dev -- guides reviews` builds only the apps named (and the shell, which provides the
// shared library to the others); the rest are served from their last `npm run build`.
import { execFileSync, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { devBuildsDir, repoRoot, varDir } from './dev/dev-builds-dir.mjs';

const require = createRequire(import.meta.url);
const APP_FOLDERS = ['shell', 'mf-reviews', 'mf-guides', 'mf-locations', 'mf-newsletter'];
const appName = (folder) => folder.replace(/^mf-/, '');

function appsToWatch(names) {
  if (!names.length) return APP_FOLDERS;
  const unknown = names.filter((name) => !APP_FOLDERS.some((folder) => name === folder || name === appName(folder)));
  if (unknown.length) throw new Error(`unknown app ${unknown.join(', ')}; the apps are ${APP_FOLDERS.map(appName).join(', ')}`);
  return APP_FOLDERS.filter((folder) => folder === 'shell' || names.some((name) => name === folder || name === appName(folder)));
}

function newestChange(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === '__tests__') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * The server's own code uses the shared library's build (routing, head tags, the catalogue's
 * schemas), as it does in production; the apps compile it from source. Built here when it is
 * missing or older than its source; a change to what the server uses of it meanwhile takes a
 * restart of `npm run dev`.
 */
function buildSharedIfStale() {
  const built = path.join(repoRoot, 'shared', 'dist', 'types', 'index.d.ts');
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  if (builtAt > newestChange(path.join(repoRoot, 'shared', 'src'))) return;
  console.log('shared: building the library for the server');
  execFileSync('npm', ['run', 'build', '-w', 'shared'], { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] });
}

const children = new Set();
let stopping = false;

function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const exit = () => process.exit(code);
  if (!children.size) exit();
  for (const child of children) child.once('exit', () => children.size === 0 && exit());
  setTimeout(exit, 5000).unref();
}

function track(child, what) {
  children.add(child);
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (stopping) return;
    console.error(`${what} stopped (${signal ?? `exit code ${code}`}); stopping npm run dev`);
    stop(1);
  });
  return child;
}

/** Starts a watcher per app; resolves once each has made its first build. */
function watchApps(folders, env) {
  const waiting = new Set(folders.map(appName));
  return new Promise((resolve) => {
    for (const folder of folders) {
      const watcher = track(fork(path.join(repoRoot, 'scripts', 'dev', 'watch-app.mjs'), { cwd: path.join(repoRoot, folder), env }), `${folder}'s build`);
      watcher.on('message', ({ app }) => {
        if (waiting.delete(app) && !waiting.size) resolve();
      });
    }
  });
}

function startServer(env) {
  const tsx = path.join(path.dirname(require.resolve('tsx/package.json')), 'dist', 'cli.mjs');
  // Only the server's own source: the apps' server bundles it loads are development builds,
  // replaced on every save without a restart.
  const args = [tsx, 'watch', '--clear-screen=false', '--exclude', path.join(env.VAR_DIR, '**'), path.join(repoRoot, 'server', 'src', 'main.ts')];
  return track(spawn(process.execPath, args, { cwd: repoRoot, env, stdio: 'inherit' }), 'the server');
}

async function waitUntilServing(url) {
  for (;;) {
    const health = await fetch(`${url}/health`).then((response) => response.json(), () => null);
    if (health?.versions && Object.keys(health.versions).length) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stop(0));

/**
 * The embedded database is opened by one process at a time (the server holds the lock file in
 * its folder). A server already running on this VAR_DIR (`npm start`, another `npm run dev`)
 * would stop this one's server at its start, after the apps were built into the folder: asked
 * here first, so nothing is built or written, by the server's own rule
 * (server/src/core/db/data-folder-lock.ts, loaded from its source as the server itself is here).
 */
async function stopIfDatabaseInUse() {
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(varDir(), 'data'));
  const { tsImport } = await import('tsx/esm/api');
  const { folderHolder } = await tsImport(path.join(repoRoot, 'server', 'src', 'core', 'db', 'data-folder-lock.ts'), import.meta.url);
  const inUse = await folderHolder(dataDir);
  if (!inUse) return;
  console.error(`npm run dev: ${inUse.message}; stop it first, or run npm run dev with a VAR_DIR of its own`);
  process.exit(1);
}

const folders = appsToWatch(process.argv.slice(2));
await stopIfDatabaseInUse();
buildSharedIfStale();
// An app not watched now is served from its last `npm run build`, not from an earlier run's build.
for (const folder of APP_FOLDERS.filter((folder) => !folders.includes(folder))) fs.rmSync(path.join(devBuildsDir(), appName(folder)), { recursive: true, force: true });
const env = {
  ...process.env,
  NODE_ENV: 'development',
  DEV_MODE: '1',
  // The children resolve it from their own folders: one absolute path for all of them.
  VAR_DIR: varDir(),
  WORKERS: '1',
  // The server's per-request lines would bury the build lines; warnings and errors still show.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--enable-source-maps'].filter(Boolean).join(' '),
};
const started = Date.now();
console.log(`building ${folders.map(appName).join(', ')} in development mode`);
await watchApps(folders, env);
startServer(env);
const port = process.env.PORT ?? 3000;
const host = !process.env.HOST || process.env.HOST === '0.0.0.0' ? '127.0.0.1' : process.env.HOST;
await waitUntilServing(`http://${host}:${port}`);
console.log(`serving on http://localhost:${port} after ${((Date.now() - started) / 1000).toFixed(1)} s; saved changes show in open pages`);
