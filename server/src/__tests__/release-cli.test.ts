import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { buildVariant } from './support/build-variant';
import { copyVarDir, firstStart } from './support/first-start';
import { serverEntry } from './support/server-code';
import { oncePerRun } from './support/test-app';

const SERVER_DIR = path.resolve(__dirname, '..', '..');
const REPO_ROOT = path.resolve(SERVER_DIR, '..');

/**
 * A copy of a server's first start on the embedded database (every app's newest build
 * published and active, one version each), where release commands find it.
 */
async function installation(): Promise<string> {
  const varDir = await mkdtemp(path.join(tmpdir(), 'casino-cli-'));
  copyVarDir(await firstStart(undefined), varDir);
  return varDir;
}

/**
 * A release command as a release manager types it, in a folder of its own with nothing in it;
 * `left` is what the command left there.
 */
async function releaseCommand(...args: string[]): Promise<{ code: number; stdout: string; stderr: string; left: string[] }> {
  const varDir = await mkdtemp(path.join(tmpdir(), 'casino-cli-'));
  try {
    return { ...(await releaseCommandIn(varDir, ...args)), left: await readdir(varDir) };
  } finally {
    await rm(varDir, { recursive: true, force: true });
  }
}

/** A command on the embedded database in `varDir`, which the next command finds as this one left it. */
async function releaseCommandIn(varDir: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const env = { ...process.env, DATABASE_URL: '', VAR_DIR: varDir, PORT: '1', LOG_LEVEL: 'silent' };
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [...serverEntry('cli/release'), ...args], { cwd: SERVER_DIR, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the release command line', oncePerRun, () => {
  it('answers a command it cannot carry out with one line and exit code 2, never a stack trace', async () => {
    const unknown = await releaseCommand('releases', 'payments');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.trim().split('\n')).toEqual(['unknown app "payments"; apps are shell, reviews, guides, locations, newsletter']);

    const usage = await releaseCommand('rollback', 'guides');
    expect(usage.code).toBe(2);
    expect(usage.stderr.trim()).toBe('rollback needs --reason "why"');
    expect(`${unknown.stderr}${usage.stderr}`).not.toMatch(/\s+at \S+ \(/);
    // Found before anything is opened: a mistyped command creates no database.
    expect([...unknown.left, ...usage.left]).toEqual([]);
  });

  it('refuses a rollback with no earlier version with exit code 1: the command was right, the answer is no', async () => {
    const varDir = await installation();
    try {
      const refused = await releaseCommandIn(varDir, 'rollback', 'guides', '--reason', 'back');
      expect({ code: refused.code, stderr: refused.stderr.trim() }).toEqual({ code: 1, stderr: 'guides has no earlier version to roll back to' });
    } finally {
      await rm(varDir, { recursive: true, force: true });
    }
  });

  it('checks the canary and housekeeping options before doing anything', async () => {
    const cases: Array<[string[], string]> = [
      [['release', 'guides', '--canary', '0'], '--canary needs the share of visitors, a whole percentage from 1 to 99'],
      [['release', 'guides', '--canary', '10', '--no-activate'], '--canary and --no-activate contradict each other'],
      [['activate', 'guides', 'abcdefabcdef', '--force'], '--force needs --reason "why"'],
      [['promote', 'guides'], 'promote needs --reason "why"'],
      [['mark-bad', 'guides', '--reason', 'x'], 'mark-bad needs the version'],
      [['prune', '--keep', '0'], '--keep needs 1 or more versions and --grace-hours 0 or more hours'],
    ];
    const results = await Promise.all(cases.map(async ([args]) => ({ args, ...(await releaseCommand(...args)) })));
    expect(results.map(({ args, code, stderr, left }) => ({ args, code, stderr: stderr.trim(), left }))).toEqual(cases.map(([args, message]) => ({ args, code: 2, stderr: message, left: [] })));
  });

  it('releases a version to a share of visitors, promotes it, marks a version bad and prunes', async () => {
    const varDir = await installation();
    const builds = await mkdtemp(path.join(tmpdir(), 'casino-cli-builds-'));
    const run = (...args: string[]) => releaseCommandIn(varDir, ...args, '--actor', 'cli-test');
    try {
      const canary = await buildVariant(REPO_ROOT, 'guides', builds, 'c11000000001', { replace: ['Casino Ratgeber', 'Casino Ratgeber CLI'] });
      const started = await run('release', 'guides', '--from', canary, '--canary', '10', '--reason', 'try it');
      expect(started.code).toBe(0);
      expect(started.stdout).toContain('guides c11000000001 is served to 10 % of visitors');
      expect((await run('releases', 'guides')).stdout).toMatch(/guides: canary c11000000001 for 10 % of visitors since /);

      const promoted = await run('promote', 'guides', '--reason', 'fine for a day');
      expect(promoted.code).toBe(0);
      expect(promoted.stdout).toMatch(/guides: \w{12} → c11000000001 is live for every visitor/);

      const first = /(\w{12}) {2}.* by server start {2}"newest build"/.exec((await run('releases', 'guides')).stdout)?.[1];
      expect((await run('mark-bad', 'guides', first!, '--reason', 'old teaser')).code).toBe(0);
      const refused = await run('rollback', 'guides', '--reason', 'back');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('it is marked bad (old teaser); go ahead only with --force and a reason');

      const pruned = await run('prune', '--keep', '1', '--grace-hours', '0');
      expect(pruned.code).toBe(0);
      expect(pruned.stdout).toContain(`guides: removed ${first}`);
      const [published] = (await run('releases', 'guides')).stdout.split('audit trail');
      expect(published).not.toContain(first);
    } finally {
      await rm(varDir, { recursive: true, force: true });
      await rm(builds, { recursive: true, force: true });
    }
  });
});
