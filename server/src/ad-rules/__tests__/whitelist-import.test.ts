import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { loadConfig } from '../../core/config';
import { openDatabase } from '../../core/db/open-database';
import { copyVarDir, firstStart, TEST_SITE } from '../../test-kit/first-start';
import { serverEntry } from '../../test-kit/server-code';
import { canShareDatabase, createTestApp, oncePerRun, type TestApp } from '../../test-kit/test-app';
import { loadWhitelist, type StoredWhitelist } from '../whitelist';

const SEED_DIR = path.resolve(__dirname, '..', '..', '..', 'seed');
const EXAMPLE_CSV = path.join(SEED_DIR, 'whitelist.example.csv');
const EXAMPLE_JSON = path.join(SEED_DIR, 'whitelist.example.json');
const TOKEN = 'whitelist-through-server-0123456789abcdef';

/** `npm run whitelist:import -- <args>` as an operator runs it: its exit code and output. */
async function run(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [...serverEntry('cli/whitelist-import'), ...args], { env: { ...process.env, LOG_LEVEL: 'silent', ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The list stored in the embedded database of `varDir`, read once no process holds it. */
async function storedIn(varDir: string): Promise<StoredWhitelist | null> {
  const db = await openDatabase(loadConfig({ ...TEST_SITE, VAR_DIR: varDir }, { databaseUrl: undefined, logLevel: 'silent' }), { holder: 'a test' });
  try {
    return await loadWhitelist(db);
  } finally {
    await db.close();
  }
}

const BAD_CSV = [
  'Veranstalter;Internetdomain(s);Glücksspielart(en);Erlaubnis ab;Erlaubnis bis',
  'Gut GmbH;gut.de;Sportwetten;01.01.2024;',
  'Lotto AG;lotto.de;Lotto;01.01.2024;',
  'Ohne Domain;;Sportwetten;;',
].join('\n');

describe('npm run whitelist:import on the embedded database, no server running', oncePerRun, () => {
  let varDir: string;
  let env: Record<string, string>;
  before(async () => {
    // A site's state folder with its embedded database, its server stopped.
    varDir = await mkdtemp(path.join(tmpdir(), 'casino-whitelist-cli-'));
    copyVarDir(await firstStart(undefined), varDir);
    env = { DATABASE_URL: '', VAR_DIR: varDir, PORT: '1' };
  });
  after(() => rm(varDir, { recursive: true, force: true }));

  it('stores the shipped example in the data folder and says what it stored, warning of an old list', async () => {
    const csv = await run([EXAMPLE_CSV, '--date', '2026-01-15'], env);
    expect(csv).toMatchObject({ code: 0, stderr: '' });
    expect(csv.stdout.split('\n')).toEqual([
      'whitelist of 2026-01-15 stored: 5 operators, 6 domains',
      expect.stringMatching(/^warning: the list's date 2026-01-15 is \d+ days ago, more than WHITELIST_MAX_AGE_DAYS \(35\): import the regulator's current list$/),
      '',
    ]);
    expect(await storedIn(varDir)).toMatchObject({ date: '2026-01-15', source: 'whitelist.example.csv', importedBy: expect.stringMatching(/^npm run whitelist:import/) });
    const json = await run([EXAMPLE_JSON], env);
    expect(json).toMatchObject({ code: 0, stderr: '', stdout: 'whitelist of 2026-11-20 stored: 5 operators, 6 domains\n' });
  });

  it('dates a CSV list without --date by the day of the import, and says so', async () => {
    const result = await run([EXAMPLE_CSV], env);
    const today = new Date().toISOString().slice(0, 10);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout.split('\n')).toEqual([
      `whitelist of ${today} stored: 5 operators, 6 domains`,
      `the file gives no date of its own: the list is dated ${today}, the day of the import (give the regulator's with --date YYYY-MM-DD)`,
      '',
    ]);
  });

  it('refuses a bad file whole with exit code 1, naming each line, and keeps the stored list', async () => {
    const kept = await storedIn(varDir);
    const file = path.join(varDir, 'liste.csv');
    await writeFile(file, BAD_CSV);
    const refused = await run([file, '--date', '2026-11-27'], env);
    expect({ code: refused.code, stdout: refused.stdout, stderr: refused.stderr.trim().split('\n') }).toEqual({
      code: 1,
      stdout: '',
      stderr: ['liste.csv: refused, 2 problems; the stored whitelist stays as it was', expect.stringMatching(/^ {2}- line 3: "Lotto" is no game type the site knows \(/), '  - line 4: Ohne Domain has no domain'],
    });
    expect(await storedIn(varDir)).toEqual(kept);
  });

  it('refuses a hostile file in words, without reading it or crashing, and keeps the stored list', async () => {
    const kept = await storedIn(varDir);
    const huge = path.join(varDir, 'huge.csv');
    await writeFile(huge, `Veranstalter;Internetdomain(s);Glücksspielart(en)\nA;${'a'.repeat(10 * 1024 * 1024)}.de;Sportwetten\n`);
    expect(await run([huge], env)).toEqual({ code: 1, stdout: '', stderr: "huge.csv: refused: larger than 5 MB, which no whitelist is; the stored whitelist stays as it was\n" });
    const junk = path.join(varDir, 'junk.csv');
    await writeFile(junk, ['Veranstalter;Internetdomain(s);Glücksspielart(en)', ...Array.from({ length: 5_000 }, (_, i) => `x${i};"${'\u0000'.repeat(i % 7)}";☃`)].join('\n'));
    const refused = await run([junk], env);
    expect(refused.code).toBe(1);
    const lines = refused.stderr.trim().split('\n');
    expect(lines[0]).toBe('junk.csv: refused, 51 problems; the stored whitelist stays as it was');
    expect(lines.at(-1)).toBe('  - … and more: the first 50 problems are listed');
    expect(refused.stderr).not.toMatch(/ at .*\.(js|ts):\d+/);
    expect(await storedIn(varDir)).toEqual(kept);
  });

  it('says what is wrong with the command in words, with exit code 2, importing nothing', async () => {
    const usage = 'npm run whitelist:import -- <file> [--date YYYY-MM-DD]';
    for (const [args, says] of [
      [[], `whitelist:import needs the whitelist file: ${usage}`],
      [[EXAMPLE_CSV, EXAMPLE_JSON], `whitelist:import takes one file; "${EXAMPLE_JSON}" is one too many: ${usage}`],
      [[EXAMPLE_CSV, '--force'], `whitelist:import has no option --force; it takes the whitelist file and --date: ${usage}`],
      [[EXAMPLE_CSV, '--date', 'letzten Freitag'], '--date must be a date such as 2026-11-20; "letzten Freitag" is not'],
      [[EXAMPLE_CSV, '--date', '2026-02-30'], '--date must be a date such as 2026-11-20; "2026-02-30" is not'],
      [[path.join(varDir, 'nicht-da.csv')], `${path.join(varDir, 'nicht-da.csv')}: no such file; nothing was imported`],
    ] as const) {
      const result = await run([...args], env);
      expect({ code: result.code, stdout: result.stdout, stderr: result.stderr.trim() }).toEqual({ code: 2, stdout: '', stderr: says });
    }
  });
});

describe('npm run whitelist:import while a server runs on this machine', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ adminToken: TOKEN, adRules: 'de' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => t?.close());

  it('goes through the running server, which reads the list at once, and is refused there as here', async () => {
    const env = { DATABASE_URL: '', PORT: String((t.app.server.address() as { port: number }).port), ADMIN_TOKEN: TOKEN, VAR_DIR: t.config.varDir };
    const imported = await run([EXAMPLE_JSON], env);
    expect(imported).toMatchObject({ code: 0, stderr: '' });
    expect(imported.stdout).toContain('whitelist of 2026-11-20 stored: 5 operators, 6 domains\n');
    expect(t.app.adRules.whitelist?.summary()).toMatch(/^of 2026-11-20, \d+ days? old, 5 operators/);
    const file = path.join(t.config.varDir, 'liste.csv');
    await writeFile(file, BAD_CSV);
    const refused = await run([file], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^liste.csv: refused, 2 problems; the stored whitelist stays as it was\n/);
    expect((await loadWhitelist(t.app.db))?.date).toBe('2026-11-20');
  });
});

describe('npm run whitelist:import on PostgreSQL with two servers running', { skip: canShareDatabase ? false : 'needs DATABASE_URL (a real PostgreSQL)' }, () => {
  let first: TestApp;
  let second: TestApp;
  before(async () => {
    first = await createTestApp({ adRules: 'de' });
    // Servers behind one load balancer share the database.
    second = await createTestApp({ adRules: 'de' }, {}, first);
  });
  after(async () => {
    await second?.close();
    await first?.close();
  });

  it('writes to the database, and both servers read the new list (NOTIFY)', async () => {
    const result = await run([EXAMPLE_CSV, '--date', '2026-11-20'], { DATABASE_URL: first.config.databaseUrl!, PORT: '1' });
    expect(result).toMatchObject({ code: 0, stderr: '', stdout: 'whitelist of 2026-11-20 stored: 5 operators, 6 domains\n' });
    for (const server of [first, second]) {
      const summary = () => server.app.adRules.whitelist?.summary() ?? '';
      for (let i = 0; i < 100 && !summary().startsWith('of 2026-11-20'); i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(summary()).toMatch(/^of 2026-11-20, \d+ days? old, 5 operators/);
    }
    const file = path.join(first.config.varDir, 'liste.csv');
    await writeFile(file, BAD_CSV);
    expect((await run([file], { DATABASE_URL: first.config.databaseUrl!, PORT: '1' })).code).toBe(1);
    expect((await loadWhitelist(first.app.db))?.source).toBe('whitelist.example.csv');
  });
});
