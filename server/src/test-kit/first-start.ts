import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { APPS } from '../core/apps';
import { buildApp } from '../app';
import { loadConfig } from '../core/config';
import { sourceFiles, sourceStamp } from '../core/source-stamp';
import { linkTree } from './link-tree';
import { databaseUrlOf, isAlive, MACHINE, withClient } from './postgres-admin';

/**
 * What a test server's first start makes — the database migrated and seeded, every app's newest
 * build published, checked by the release gate and active, the admin token — made once and then
 * copied for each test server: a fresh first start takes 5 to 8 seconds on a two-core machine, a
 * copy a fraction of one. On PostgreSQL the copy is `CREATE DATABASE … TEMPLATE`, on the
 * embedded database a copy of its folder; the server's own files are copied either way.
 *
 * A copy belongs to one state of the server's code, the seed catalogue and the apps' builds
 * (the stamp); after a change to any of them the next test run makes it again.
 */
const SERVER_DIR = path.resolve(__dirname, '..', '..');
const COPIES_DIR = path.join(SERVER_DIR, '.test-first-start');
const READY = 'ready';

/** The settings every test server starts with, whatever a test adds: no scheduled link check visits the partners' real sites. */
export const TEST_SITE = { SITE_URL: 'https://casino.test', LINK_CHECK_HOURS: '0' };

export interface FirstStart {
  /** Copy this folder as the new server's VAR_DIR. */
  varDir: string;
  /** On PostgreSQL: the database to copy. */
  templateDatabase?: string;
}

/** The first start for this database (PostgreSQL at `baseUrl`, or embedded), made when missing. */
export async function firstStart(baseUrl: string | undefined): Promise<FirstStart> {
  const name = `${baseUrl ? 'postgres' : 'embedded'}-${await stamp()}`;
  const varDir = path.join(COPIES_DIR, name, 'var');
  const templateDatabase = baseUrl ? templateDatabaseOf(name) : undefined;
  const made = { varDir, templateDatabase };
  if (await isReady(name, baseUrl, templateDatabase)) return made;
  await withLock(name, async () => {
    if (await isReady(name, baseUrl, templateDatabase)) return;
    await make(name, baseUrl, templateDatabase);
  });
  return made;
}

async function isReady(name: string, baseUrl: string | undefined, templateDatabase: string | undefined): Promise<boolean> {
  const ready = await stat(path.join(COPIES_DIR, name, READY)).then(() => true, () => false);
  if (!ready || !baseUrl) return ready;
  // The folder can outlive the database (another PostgreSQL, or a dropped database).
  const rows = await withClient(baseUrl, (client) => client.query('SELECT 1 FROM pg_database WHERE datname = $1', [templateDatabase]));
  return rows.rowCount === 1;
}

async function make(name: string, baseUrl: string | undefined, templateDatabase: string | undefined): Promise<void> {
  const dir = path.join(COPIES_DIR, name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  let databaseUrl: string | undefined;
  if (baseUrl && templateDatabase) {
    await withClient(baseUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${templateDatabase} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${templateDatabase}`);
      await client.query(`COMMENT ON DATABASE ${templateDatabase} IS ${client.escapeLiteral(JSON.stringify({ machine: MACHINE, copies: COPIES_DIR }))}`);
      await dropTemplatesOfRemovedCheckouts(client);
    });
    databaseUrl = databaseUrlOf(baseUrl, templateDatabase);
  }
  const config = loadConfig({ ...TEST_SITE, VAR_DIR: path.join(dir, 'var') }, { databaseUrl, logLevel: 'silent' });
  const app = await buildApp(config);
  await app.ready();
  await app.close();
  await writeFile(path.join(dir, READY), new Date().toISOString());
  await removeOtherCopies(name, baseUrl);
}

/** Earlier stamps' copies: their folders, and on PostgreSQL their template databases. */
async function removeOtherCopies(current: string, baseUrl: string | undefined): Promise<void> {
  const kind = current.split('-')[0]!;
  for (const entry of await readdir(COPIES_DIR)) {
    if (!entry.startsWith(`${kind}-`) || entry === current || entry.endsWith('.lock')) continue;
    await rm(path.join(COPIES_DIR, entry), { recursive: true, force: true });
    if (baseUrl) await withClient(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${templateDatabaseOf(entry)} WITH (FORCE)`));
  }
}

/**
 * Template databases of this machine's checkouts that no longer exist (a CI run's clone, a
 * removed worktree): nobody else would ever drop them. Each names its machine and checkout in
 * its comment; those of other machines sharing the PostgreSQL are left alone.
 */
export async function dropTemplatesOfRemovedCheckouts(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ datname: string; owner: string | null }>(
    "SELECT datname, shobj_description(oid, 'pg_database') AS owner FROM pg_database WHERE datname LIKE 'test\\_first\\_start\\_%'",
  );
  const dropped: string[] = [];
  for (const { datname, owner } of rows) {
    const { machine, copies } = (owner?.startsWith('{') ? JSON.parse(owner) : {}) as { machine?: string; copies?: string };
    if (machine !== MACHINE || !copies || existsSync(copies)) continue;
    await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    dropped.push(datname);
  }
  return dropped;
}

/**
 * The template database of the copy `name` of this checkout: another checkout's tests on the same
 * PostgreSQL (another branch, a CI run) have their own, and never drop this one.
 */
const templateDatabaseOf = (name: string) => `test_first_start_${createHash('sha256').update(path.join(COPIES_DIR, name)).digest('hex').slice(0, 16)}`;

/**
 * One process makes a copy while the others wait (test files run in parallel processes).
 * A lock left by a process that died is taken over.
 */
async function withLock(name: string, fn: () => Promise<void>): Promise<void> {
  const lock = path.join(COPIES_DIR, `${name}.lock`);
  await mkdir(COPIES_DIR, { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      await writeFile(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      const holder = Number(await readFile(path.join(lock, 'pid'), 'utf8').catch(() => '0'));
      if (holder && !isAlive(holder)) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    await fn();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

let stamped: Promise<string> | undefined;

/** The server's code and migrations, the seed catalogue and each app's newest build, as 12 hex digits: a first start made with others is not reused. */
function stamp(): Promise<string> {
  stamped ??= (async () => {
    const hash = createHash('sha256').update(sourceStamp());
    for (const dir of ['migrations', 'seed', 'config']) {
      for (const file of sourceFiles(path.join(SERVER_DIR, dir))) hash.update(file).update(await readFile(file));
    }
    const appsRoot = path.dirname(SERVER_DIR);
    for (const { folder } of APPS) hash.update(await readFile(path.join(appsRoot, folder, 'dist', 'latest.json')).catch(() => 'none'));
    return hash.digest('hex').slice(0, 12);
  })();
  return stamped;
}

/**
 * Copies the first start's own files (embedded database, admin token) into `varDir`, and links
 * its releases' files: a server writes a release file only beside it and renames it over (see
 * release-cache.ts), so a link is never written through, and a link costs a fraction of a copy
 * (the releases are most of the files). Synchronously: node's promise-based copy takes five
 * times as long for these few hundred files.
 */
export function copyVarDir(from: FirstStart, varDir: string): void {
  mkdirSync(varDir, { recursive: true });
  for (const entry of readdirSync(from.varDir)) {
    const source = path.join(from.varDir, entry);
    if (entry === 'releases') linkTree(source, path.join(varDir, entry));
    else cpSync(source, path.join(varDir, entry), { recursive: true });
  }
}
