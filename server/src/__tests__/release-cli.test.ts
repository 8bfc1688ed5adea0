import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, it } from 'node:test';
import { expect } from 'expect';

const SERVER_DIR = path.resolve(__dirname, '..', '..');

/** The release commands as a release manager types them, on an embedded database of their own. */
async function releaseCommand(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const varDir = await mkdtemp(path.join(tmpdir(), 'casino-cli-'));
  try {
    const env = { ...process.env, DATABASE_URL: '', VAR_DIR: varDir, PORT: '1', LOG_LEVEL: 'silent' };
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/release.ts', ...args], { cwd: SERVER_DIR, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  } finally {
    await rm(varDir, { recursive: true, force: true });
  }
}

describe('the release command line', () => {
  it('answers a command it cannot carry out with one line and exit code 2, never a stack trace', async () => {
    const unknown = await releaseCommand('releases', 'payments');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.trim().split('\n')).toEqual(['unknown app "payments"; apps are shell, reviews, guides, locations, newsletter']);

    const usage = await releaseCommand('rollback', 'guides');
    expect(usage.code).toBe(2);
    expect(usage.stderr.trim()).toBe('rollback needs --reason "why"');
    expect(`${unknown.stderr}${usage.stderr}`).not.toMatch(/\s+at \S+ \(/);
  });
});
