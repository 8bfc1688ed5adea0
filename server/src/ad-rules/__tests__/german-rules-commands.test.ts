import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { copyVarDir, firstStart } from '../../test-kit/first-start';
import { quietHoursIn } from '../../test-kit/german-rules';
import { serverEntry } from '../../test-kit/server-code';
import { startServerProcess, type ServerProcess } from '../../test-kit/server-process';
import { oncePerRun } from '../../test-kit/test-app';

const SERVER_DIR = path.resolve(__dirname, '..', '..', '..');
const EXAMPLE = path.join(SERVER_DIR, 'seed', 'whitelist.example.csv');

/** Runs `entry` with `args` as an operator types them, in the server's folder; its exit code and output. */
async function run(entry: 'main' | 'cli/release' | 'cli/whitelist-import', args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [...serverEntry(entry), ...args], { cwd: SERVER_DIR, env: { ...process.env, LOG_LEVEL: 'silent', RELEASE_TOKEN: '', ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/**
 * `npm run whitelist:import` (through the running server that holds the embedded database) and
 * `npm run compliance` as an operator at a terminal meets them, with the German rules on, and a
 * quiet-hours setting a server cannot read, which stops it at start. The import's refusals are
 * whitelist-import.test.ts's.
 */
describe('the German rules from the terminal', oncePerRun, () => {
  let server: ServerProcess;
  let varDir: string;
  let env: Record<string, string>;
  before(async () => {
    varDir = await mkdtemp(path.join(tmpdir(), 'casino-rules-cli-'));
    copyVarDir(await firstStart(undefined), varDir);
    server = await startServerProcess({ DATABASE_URL: '', VAR_DIR: varDir, AD_RULES: 'de', AD_QUIET_HOURS: quietHoursIn(10 * 3600).setting });
    env = { DATABASE_URL: '', VAR_DIR: varDir, PORT: new URL(server.url).port };
  });
  after(async () => {
    await server?.stop();
    if (varDir) await rm(varDir, { recursive: true, force: true });
  });

  it('imports the shipped example of the regulator\'s list, and prints every casino\'s state and why', async () => {
    const imported = await run('cli/whitelist-import', [EXAMPLE, '--date', '2026-11-20'], env);
    expect(imported).toMatchObject({ code: 0, stderr: '' });
    expect(imported.stdout).toContain('whitelist of 2026-11-20 stored: 5 operators, 6 domains');
    const now = await run('cli/release', ['compliance'], env);
    expect(now.code).toBe(0);
    const lines = now.stdout.split('\n');
    expect(lines[1]).toMatch(/^rules: German \(AD_RULES=de\), quiet hours \d\d:\d\d(:\d\d)?-\d\d:\d\d(:\d\d)? German time$/);
    expect(lines[2]).toMatch(/^whitelist: of 2026-11-20, \d+ days? old, 5 operators/);
    expect(lines).toContain('13 casinos: 2 shown, 11 withheld');
    // DrückGlück and Lapalingo are permitted for what they offer; LeoVegas not for casino games, Sunmaker's permission ended, Stake is not listed.
    expect(lines.find((line) => line.includes('(drueckglueck)'))).toMatch(/^ {2}shown {4}DrückGlück \(drueckglueck\) since /);
    expect(lines.find((line) => line.includes('(leovegas)'))).toMatch(/WITHHELD LeoVegas \(leovegas\) since .*: not permitted by the regulator's whitelist: the link's host www\.leovegas\.de: Muster Entertainment Ltd\. is not permitted for casino$/);
    expect(lines.find((line) => line.includes('(sunmaker)'))).toMatch(/Vorlage Gaming Ltd\.'s permission ended on 2025-12-31$/);
    expect(lines.find((line) => line.includes('(stake)'))).toMatch(/the link's host stake\.com belongs to no listed operator$/);
  });

  it('says what it was at a moment, and refuses one it cannot read, in words', async () => {
    const before = await run('cli/release', ['compliance', '--at', '2020-01-01'], env);
    expect(before).toMatchObject({ code: 0 });
    expect(before.stdout).toContain('nothing was recorded at or before that moment');
    const wrong = await run('cli/release', ['compliance', '--at', 'letzten Dienstag'], env);
    expect({ code: wrong.code, stderr: wrong.stderr.trim() }).toEqual({ code: 2, stderr: '--at must be a date and time such as 2026-11-28T14:00 (German time), 2026-11-28T13:00Z or 2026-11-28; "letzten Dienstag" is not' });
  });

  it('stops a server at start, in one line, when the quiet hours do not parse', async () => {
    for (const [setting, says] of [
      ['6 bis 21 Uhr', '"6 bis 21 Uhr" is not a window of two times of day such as 06:00-21:00'],
      ['21:00-21:00', '"21:00-21:00" starts and ends at the same time; give a window such as 06:00-21:00'],
    ] as const) {
      const failed = await run('main', [], { AD_QUIET_HOURS: setting, PORT: '0' });
      expect({ code: failed.code, stderr: failed.stderr.trim() }).toEqual({ code: 1, stderr: `The server cannot start: AD_QUIET_HOURS: ${says}` });
    }
    const market = await run('main', [], { AD_RULES: 'at', PORT: '0' });
    expect(market.stderr.trim()).toBe('The server cannot start: AD_RULES must be `de`, or empty for none, got "at"');
  });
});
