import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { CatalogFile } from '@casino/shared/catalog-records';
import { adminClient } from '../cli/admin-client';
import { parseCommand, runCommand } from '../cli/step-commands';
import { reportFailure } from '../../releases/release-output';
import { validateCatalog } from '../../catalogue/validate-catalog';
import { STEP_TABLE } from '../../features';
import { serverEntry } from '../../test-kit/server-code';
import { createTestApp, oncePerRun, type TestApp } from '../../test-kit/test-app';
import { seedCatalogue } from '../../test-kit/seed-catalogue';

const SERVER_DIR = path.resolve(__dirname, '..', '..', '..');
const TOKEN = 'operator-messages-test-token-0123456789abcdef';
const APPS_LISTED = 'shell, reviews, guides, locations, newsletter';

/**
 * What an operator must never read: a validator's schema path or its regular expression. A
 * refusal names the option, argument or field as the operator wrote it, and what it needs.
 */
const NOT_FOR_PEOPLE = [/must match pattern/, /must have required property/, /must NOT/, /\b(body|querystring|params)\//, /\/records\//, /\^/, /\$/, /\\[sdw]/];
const expectPlainWords = (text: string) => {
  for (const pattern of NOT_FOR_PEOPLE) expect({ text, shows: pattern.test(text) }).toEqual({ text, shows: false });
};

/** An expected line: exactly this text, or text this pattern matches. */
type Line = string | RegExp;
const matches = (line: Line) => (typeof line === 'string' ? line : expect.stringMatching(line));

/** A release command run in this process as `npm run <argv>` runs it: its exit code and what it printed to the terminal. */
async function command(argv: string[], base?: string): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const { error, log } = console;
  console.error = console.log = (...parts: unknown[]) => void lines.push(...parts.join(' ').split('\n'));
  try {
    const parsed = parseCommand(STEP_TABLE, argv);
    // A row without a server must be refused before one is called.
    if (!base) throw new Error(`npm run ${argv.join(' ')} was not refused before calling a server`);
    return { code: await runCommand(parsed, adminClient(STEP_TABLE, { base, token: TOKEN })), lines };
  } catch (failure) {
    if (failure instanceof Error && failure.message.includes('was not refused')) throw failure;
    return { code: reportFailure(failure), lines };
  } finally {
    Object.assign(console, { error, log });
  }
}

/**
 * Every kind of bad input to every release command, refused before any server is called: a
 * missing, extra or malformed argument, a missing required option, an option unknown, without
 * its value or with a value out of range, an unknown app, a bad server address, an unknown
 * command. Each row: the command line, the exit code and the first line it prints.
 */
const WITHOUT_A_SERVER: Array<[string[], number, Line]> = [
  [['deploy', 'guides'], 2, 'unknown command "deploy"'],
  [['token'], 2, 'token needs one of create, list, revoke'],
  [['subscriber', 'delete', 'a@example.com'], 2, 'subscriber needs one of export, erase, not "delete"'],
  [['rollback'], 2, 'rollback needs <app>: npm run rollback -- <app> --reason "..." [--force]'],
  [['token', 'revoke'], 2, 'token revoke needs <name>: npm run token -- revoke <name>'],
  [['subscriber', 'erase'], 2, 'subscriber erase needs <email>: npm run subscriber -- erase <email> [--reason "..."]'],
  [['activate', 'guides'], 2, 'activate needs the version to activate'],
  [['mark-bad', 'guides', '--reason', 'broken'], 2, 'mark-bad needs the version'],
  [['preview', 'guides'], 2, /^preview needs one or more apps, each followed by its version: npm run preview -- <app> <version>/],
  [['rollback', 'guides', 'now', '--reason', 'x'], 2, 'rollback takes <app> only; "now" is one too many (npm run rollback -- <app> --reason "..." [--force])'],
  [['verify', 'everything'], 2, 'verify takes no arguments; "everything" is one too many (npm run verify)'],
  [['rollback', 'guides'], 2, 'rollback needs --reason "why"'],
  [['activate', 'guides', 'abcdefabcdef', '--force'], 2, '--force needs --reason "why"'],
  [['token', 'create', '--apps', 'guides', '--can', '*'], 2, 'token create needs --name <name>'],
  [['token', 'create', '--name', 'ci'], 2, 'token create needs --apps (app names, or all) and --can (steps, or *)'],
  [['rollback', 'guides', '--reason'], 2, '--reason needs a reason of 1 to 2000 characters'],
  [['release', 'guides', '--reason', ''], 2, '--reason needs a reason of 1 to 2000 characters'],
  [['rollback', 'guides', '--reason', 'x', '--force=yes'], 2, '--force takes no value'],
  [['rollback', 'guides', '--reasn', 'x'], 2, 'rollback has no option --reasn; its options: --reason, --force, --server'],
  [['verify', '--all'], 2, 'verify has no option --all; its options: --server'],
  [['prune', '--keep', '0'], 2, '--keep needs 1 or more versions and --grace-hours 0 or more hours'],
  [['prune', '--grace-hours', '-1'], 2, '--grace-hours needs a value; a value that starts with - is written --grace-hours=<value>'],
  [['prune', '--grace-hours=-1'], 2, '--keep needs 1 or more versions and --grace-hours 0 or more hours'],
  [['releases', 'guides', '--page', 'first'], 2, '--page needs a page number (1 is the newest)'],
  [['activate', 'guides', 'abcdefabcdef', '--reason', 'x', '--canary', '150'], 2, '--canary needs the share of visitors, a whole percentage from 1 to 99'],
  [['release', 'guides', '--canary', '10', '--no-activate'], 2, '--canary and --no-activate contradict each other'],
  [['release', 'guides', '--notes', 'n'.repeat(2001)], 2, '--notes needs text of at most 2000 characters'],
  [['vitals', 'guides', '--route', 'Home Page'], 2, '--route needs a route id (lower-case letters, digits and -)'],
  [['preview', 'guides', 'abcdefabcdef', '--hours', '0'], 2, '--hours needs whole hours from 1 to 168'],
  [['preview', 'guides', 'abcdefabcdef', '--path', 'https://elsewhere.example/'], 2, '--path needs a page of the site, such as /reviews/'],
  [['token', 'create', '--name', 'CI Bot', '--apps', 'guides', '--can', '*'], 2, '--name needs lower-case letters, digits and dashes (up to 63)'],
  [['token', 'create', '--name', 'ci', '--apps', 'guides', '--can', '*', '--expires', '2y'], 2, '--expires needs days (90d) or weeks (12w), at most 366 days'],
  [['token', 'revoke', 'CI Bot'], 2, 'token revoke needs <name>: lower-case letters, digits and dashes (not "CI Bot")'],
  [['subscriber', 'export', 'erika at example.de'], 2, 'subscriber export needs <email>: an e-mail address, such as name@example.com (not "erika at example.de")'],
  [['check', 'guides', 'v'.repeat(41)], 2, `check needs <version>: text of at most 40 characters (not "${'v'.repeat(41)}")`],
  [['releases', 'payments'], 2, `unknown app "payments"; apps are ${APPS_LISTED}`],
  [['preview', 'payments', 'abcdefabcdef'], 2, `unknown app "payments"; apps are ${APPS_LISTED}`],
  [['releases', 'guides', '--server', 'casino.example'], 2, '--server needs the server\'s address, such as https://casino.example (not "casino.example")'],
];

describe('what operators read when a command is refused', () => {
  it('names the argument or option as typed and what it needs, for every kind of bad input, before any server is called', async () => {
    const results = [];
    for (const [argv] of WITHOUT_A_SERVER) {
      const ran = await command(argv);
      results.push({ argv, code: ran.code, first: ran.lines[0] });
      expectPlainWords(ran.lines.join('\n'));
    }
    expect(results).toEqual(WITHOUT_A_SERVER.map(([argv, code, first]) => ({ argv, code, first: matches(first) })));
  });

  it('names the field of a catalogue record and what it needs, never the pattern it failed', () => {
    const rows: Array<[string, (catalog: CatalogFile) => void, string]> = [
      ['bad URL', (c) => Object.assign(c.casinos[3]!, { affiliateUrl: 'https://partner.example/?ref=a b' }), 'casinos[3] "jet": affiliateUrl needs an https:// address without spaces (at most 500 characters)'],
      ['no URL', (c) => Object.assign(c.casinos[3]!, { affiliateUrl: 'partner.example' }), 'casinos[3] "jet": affiliateUrl needs an https:// address without spaces (at most 500 characters)'],
      ['bad date', (c) => Object.assign(c.bonuses[1]!, { validUntil: '31.12.2026' }), 'bonuses[1] "starda": validUntil needs a date and time with its offset, such as 2026-12-31T23:59:59+01:00 or 2026-11-28T10:00:00.123Z, or null'],
      ['month 13', (c) => Object.assign(c.bonuses[1]!, { validUntil: '2026-13-01T00:00:00Z' }), 'bonuses[1] "starda": validUntil "2026-13-01T00:00:00Z" is no moment in the calendar'],
      ['bad day', (c) => Object.assign(c.casinos[0]!, { verifiedAt: '1.11.2026' }), 'casinos[0] "stake": verifiedAt needs a date such as 2026-11-28'],
      ['missing field', (c) => delete (c.casinos[0] as Partial<CatalogFile['casinos'][number]>).name, 'casinos[0] "stake": name is missing'],
      ['unknown field', (c) => Object.assign(c.casinos[0]!, { nickname: 'S' }), 'casinos[0] "stake": unknown field "nickname"'],
      ['bad slug', (c) => Object.assign(c.keywords[0]!, { slug: 'Online Casino' }), 'keywords[0] "Online Casino": slug needs lower-case letters and digits, words joined by single dashes, such as "stake-casino" (at most 80 characters)'],
      ['number out of range', (c) => Object.assign(c.casinos[2]!, { trustScore: 101 }), 'casinos[2] "fresh": trustScore needs a whole number from 0 to 100, or null'],
      ['bad colour', (c) => Object.assign(c.casinos[2]!, { brandColor: 'red' }), 'casinos[2] "fresh": brandColor needs a colour such as "#1a2c38"'],
      ['not a list', (c) => Object.assign(c, { keywords: 'online-casino' }), 'file: keywords needs a list of at most 200 entries, each an object'],
    ];
    const said = rows.map(([name, change]) => {
      const catalog = seedCatalogue();
      change(catalog);
      const result = validateCatalog(catalog);
      return { name, errors: result.ok ? [] : result.errors };
    });
    expect(said).toEqual(rows.map(([name, , line]) => ({ name, errors: [line] })));
    for (const { errors } of said) expectPlainWords(errors.join('\n'));
  });

  describe('with a server', () => {
    let t: TestApp;
    let base = '';
    before(async () => {
      t = await createTestApp({ adminToken: TOKEN });
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    after(() => t.close());

    it("says the server's refusal of a well-formed command in plain words: 1 for a refusal, 2 for a request that cannot be carried out", async () => {
      const rows: Array<[string[], number, Line]> = [
        [['token', 'create', '--name', 'ci', '--apps', 'payments', '--can', '*'], 2, `no app payments (apps: ${APPS_LISTED}, or all)`],
        [['token', 'create', '--name', 'ci', '--apps', 'guides', '--can', 'deploy'], 2, /^no step deploy \(steps: [a-z, -]+, or \*\)$/],
        [['token', 'revoke', 'nobody'], 1, 'no credential named nobody in force'],
        [['rollback', 'guides', '--reason', 'back'], 1, 'guides has no earlier version to roll back to'],
      ];
      const results = [];
      for (const [argv] of rows) {
        const ran = await command(argv, base);
        results.push({ argv, code: ran.code, first: ran.lines[0] });
        expectPlainWords(ran.lines.join('\n'));
      }
      expect(results).toEqual(rows.map(([argv, code, first]) => ({ argv, code, first: matches(first) })));
    });

    it('answers an admin request no command sends with the field and what it needs, never a schema path or pattern', async () => {
      const auth = { authorization: `Bearer ${TOKEN}` };
      const rows: Array<[string, string, object | undefined, string]> = [
        ['POST', '/admin/credentials', { apps: ['guides'], can: ['*'], expiresDays: 1 }, 'Invalid request: name is missing'],
        ['POST', '/admin/credentials', { name: 'CI Bot', apps: ['guides'], can: ['*'], expiresDays: 1 }, 'Invalid request: name needs lower-case letters, digits and dashes'],
        ['POST', '/admin/credentials', { name: 'ci', apps: [], can: ['*'], expiresDays: 1 }, 'Invalid request: apps needs a list of 1 to 20 entries, each text of at most 40 characters'],
        ['POST', '/admin/credentials', { name: 'ci', apps: ['guides'], can: ['*'], expiresDays: 400 }, 'Invalid request: expiresDays needs a whole number from 1 to 366'],
        ['POST', '/admin/releases/guides/canary', { version: 'abcdefabcdef', percent: 500, reason: 'x' }, 'Invalid request: percent needs a whole number from 1 to 99'],
        ['POST', '/admin/releases/guides/rollback', { reason: '' }, 'Invalid request: reason needs text of 1 to 2000 characters'],
        ['GET', '/admin/releases/guides/vitals?route=Home%5EPage', undefined, 'Invalid request: route is not in the expected form'],
        ['POST', '/admin/subscribers/export', { email: 'nope' }, 'Invalid request: email needs an e-mail address, such as name@example.com'],
        ['GET', '/admin/reports/clicks.csv?from=2030-06-01', undefined, 'Invalid request: to is missing'],
      ];
      const results = [];
      for (const [method, url, payload] of rows) {
        const answer = await t.app.inject({ method: method as 'GET' | 'POST', url, headers: auth, ...(payload ? { payload } : {}) });
        results.push({ url, status: answer.statusCode, message: answer.json<{ message: string }>().message });
        expectPlainWords(answer.body);
      }
      expect(results).toEqual(rows.map(([, url, , message]) => ({ url, status: 400, message })));
    });
  });
});

describe('what npm run db:import and the release command line print, as processes', oncePerRun, () => {
  let folder = '';
  before(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'casino-operator-'));
  });
  after(() => rm(folder, { recursive: true, force: true }));

  /** A command with nothing to talk to: no server on its port, a state folder of its own. */
  const run = async (entry: 'cli/db-import' | 'cli/release', ...args: string[]) => {
    const env = { ...process.env, VAR_DIR: folder, DATABASE_URL: '', PORT: '1', LOG_LEVEL: 'silent', RELEASE_TOKEN: '' };
    const done = await promisify(execFile)(process.execPath, [...serverEntry(entry), ...args], { cwd: SERVER_DIR, env }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (failed: { code: number; stdout: string; stderr: string }) => failed,
    );
    return { code: done.code, lines: done.stderr.trim().split('\n'), output: `${done.stdout}${done.stderr}` };
  };

  it('names what is wrong with the command line or the file, with its exit code', async () => {
    const bad = seedCatalogue();
    Object.assign(bad.casinos[3]!, { affiliateUrl: 'https://partner.example/?ref=a b' });
    Object.assign(bad.bonuses[1]!, { validUntil: '2026-11-28 10:00' });
    const badFile = path.join(folder, 'bad.json');
    await writeFile(badFile, JSON.stringify(bad));
    const notJson = path.join(folder, 'not.json');
    await writeFile(notJson, '{"casinos": [');
    const rows: Array<[string[], number, Line[]]> = [
      [[], 2, ['db:import needs the catalogue file: npm run db:import -- <catalog.json>']],
      [['--file', badFile], 2, ['db:import has no option --file; it takes the catalogue file: npm run db:import -- <catalog.json>']],
      [[badFile, notJson], 2, [`db:import takes one file; "${notJson}" is one too many: npm run db:import -- <catalog.json>`]],
      [[path.join(folder, 'missing.json')], 2, [`${path.join(folder, 'missing.json')}: no such file; nothing was imported.`]],
      [[notJson], 1, [new RegExp(`^${notJson.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: not JSON \\(.+\\); nothing was imported\\.$`)]],
      [
        [badFile],
        1,
        [
          `${badFile}: 2 invalid record(s); nothing was imported.`,
          '  casinos[3] "jet": affiliateUrl needs an https:// address without spaces (at most 500 characters)',
          '  bonuses[1] "starda": validUntil needs a date and time with its offset, such as 2026-12-31T23:59:59+01:00 or 2026-11-28T10:00:00.123Z, or null',
        ],
      ],
    ];
    const results = await Promise.all(rows.map(async ([args]) => ({ args, ...(await run('cli/db-import', ...args)) })));
    expect(results.map(({ args, code, lines }) => ({ args, code, lines }))).toEqual(rows.map(([args, code, lines]) => ({ args, code, lines: lines.map(matches) })));
    for (const { output } of results) expectPlainWords(output.replaceAll(folder, ''));

    // The release command line prints and exits as the rows run in this process say.
    const missingName = await run('cli/release', 'token', 'create', '--apps', 'guides', '--can', '*');
    expect({ code: missingName.code, lines: missingName.lines }).toEqual({ code: 2, lines: ['token create needs --name <name>'] });
  });

  it('npm run db:import that cannot open the embedded database says why in one line, without a stack trace', async () => {
    const file = path.join(folder, 'good.json');
    await writeFile(file, JSON.stringify(seedCatalogue()));
    // The lock file turned into a folder (a volume mounted over it, a tool's mistake), and a data folder that is a file.
    const lockedOut = await mkdtemp(path.join(folder, 'var-'));
    await mkdir(path.join(lockedOut, 'data', 'in-use.json'), { recursive: true });
    const notAFolder = await mkdtemp(path.join(folder, 'var-'));
    await writeFile(path.join(notAFolder, 'data'), 'not a folder');
    const ran = await Promise.all(
      [lockedOut, notAFolder].map((varDir) =>
        promisify(execFile)(process.execPath, [...serverEntry('cli/db-import'), file], { cwd: SERVER_DIR, env: { ...process.env, VAR_DIR: varDir, DATABASE_URL: '', PORT: '1', LOG_LEVEL: 'silent' } }).then(
          ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
          (failed: { code: number; stdout: string; stderr: string }) => ({ code: failed.code, stdout: failed.stdout, stderr: failed.stderr }),
        ),
      ),
    );
    expect(ran.map(({ code, stdout, stderr }) => ({ code, stdout, lines: stderr.trim().split('\n') }))).toEqual([
      {
        code: 2,
        stdout: '',
        lines: [`nothing was imported: the embedded database's lock file ${path.join(lockedOut, 'data', 'in-use.json')} cannot be used (EISDIR); it must be a file this process may read and write`],
      },
      { code: 2, stdout: '', lines: [expect.stringMatching(/^nothing was imported: .*data.*$/)] },
    ]);
    for (const { stderr } of ran) expect(stderr).not.toContain('    at ');
  });
});
