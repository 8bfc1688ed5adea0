import { cpSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A server's own files (embedded database migrated and seeded, every app's newest build
 * published and active, admin token) made once per test run and copied for each spec's server.
 * A fresh start takes a busy two-core machine 10 to 50 seconds; a copy of 50 MB, a fraction of one.
 * It belongs to one build: a server started after a rebuild starts fresh until it is made again.
 */
const repoRoot = path.resolve(__dirname, '..', '..');
export const TEMPLATE_DIR = path.join(repoRoot, 'e2e', '.server-template');
const STAMP = 'build.json';
const APP_FOLDERS = ['shell', 'mf-reviews', 'mf-guides', 'mf-locations', 'mf-newsletter'];

/** What the template was made from: each app's newest build and the server's own build. */
export function currentBuild(): string {
  const versions = APP_FOLDERS.map((folder) => {
    const latest = path.join(repoRoot, folder, 'dist', 'latest.json');
    return existsSync(latest) ? (JSON.parse(readFileSync(latest, 'utf8')) as { version: string }).version : 'none';
  });
  const server = path.join(repoRoot, 'server', 'dist', 'main.js');
  return JSON.stringify({ versions, server: existsSync(server) ? statSync(server).mtimeMs : 0 });
}

/** These settings change what a first start makes, so such a server starts fresh. */
export const FIRST_START_SETTINGS = ['DATABASE_URL', 'APPS_ROOT', 'DATA_DIR', 'RELEASES_DIR', 'SEED_FILE'];

/** Copies the template into `varDir` when it belongs to this build and fits `env`; false when the server must start fresh. */
export function copyTemplate(varDir: string, env: NodeJS.ProcessEnv): boolean {
  if (FIRST_START_SETTINGS.some((name) => env[name])) return false;
  const stamp = path.join(TEMPLATE_DIR, STAMP);
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== currentBuild()) return false;
  cpSync(TEMPLATE_DIR, varDir, { recursive: true, filter: (source) => path.basename(source) !== STAMP });
  return true;
}

/** Keeps a stopped server's files as the template for this build. */
export function keepAsTemplate(varDir: string): void {
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  cpSync(varDir, TEMPLATE_DIR, { recursive: true });
  writeFileSync(path.join(TEMPLATE_DIR, STAMP), currentBuild());
}
