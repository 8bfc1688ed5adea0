import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { copyVarDir, firstStart, type FirstStart } from '../../test-kit/first-start';
import { startServerProcess, type ServerProcess } from '../../test-kit/server-process';
import { oncePerRun } from '../../test-kit/test-app';
import { within } from '../../test-kit/within';

/** Every file and folder under `root` (itself included) with its permission bits, e.g. `data/pg_wal 700`. */
async function modesUnder(root: string): Promise<Array<{ file: string; mode: number; folder: boolean }>> {
  const found: Array<{ file: string; mode: number; folder: boolean }> = [];
  const visit = async (target: string) => {
    const stats = await stat(target);
    found.push({ file: path.relative(root, target) || '.', mode: stats.mode & 0o777, folder: stats.isDirectory() });
    if (stats.isDirectory()) for (const entry of await readdir(target)) await visit(path.join(target, entry));
  };
  await visit(root);
  return found;
}

/** What group or others may read, write or enter under `root`, as `path mode` lines (none is right). */
async function openToOthers(root: string): Promise<string[]> {
  return (await modesUnder(root)).filter(({ mode }) => mode & 0o077).map(({ file, mode }) => `${file} ${mode.toString(8)}`);
}

const start = (varDir: string) => startServerProcess({ DATABASE_URL: '', VAR_DIR: varDir, SITE_URL: 'https://casino.test', OUTBOX_POLL_MS: '200' });

/**
 * The state folder holds the subscribers' addresses (the embedded database and its write-ahead
 * log), mails with confirmation and unsubscribe tokens, and the admin token: another account on
 * the machine reads none of it. The modes are checked with stat, so the test means the same when
 * it runs as root, who could read the files anyway.
 */
describe('the state folder is the owner’s alone', oncePerRun, () => {
  let varDir: string;
  let server: ServerProcess | undefined;
  let made: FirstStart;
  before(async () => {
    // The embedded database's first start, as the run made it (the other suites start from copies of it).
    made = await firstStart(undefined);
    varDir = path.join(await mkdtemp(path.join(tmpdir(), 'casino-modes-')), 'var');
  });
  after(async () => {
    await server?.stop();
    await rm(path.dirname(varDir), { recursive: true, force: true });
  });

  it('a first start keeps its database, mails and token closed to group and others', async () => {
    expect(((await stat(made.varDir)).mode & 0o777).toString(8)).toBe('700');
    expect(await openToOthers(path.join(made.varDir, 'data'))).toEqual([]);
    expect(await openToOthers(path.join(made.varDir, 'admin-token'))).toEqual([]);

    // The first mail, from a server started on a copy of that folder.
    copyVarDir(made, varDir);
    server = await start(varDir);
    const signUp = await fetch(`${server.url}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'private@example.com', language: 'en' }),
    });
    expect(signUp.status).toBe(200);
    const mailDir = path.join(varDir, 'mail');
    const mailed = await within(30_000, async () => (await readdir(mailDir).catch(() => [])).some((file) => file.endsWith('.eml')));
    expect(mailed).not.toBeNull();
    expect(await openToOthers(mailDir)).toEqual([]);
  });

  it('a start on an existing folder closes what an earlier start or a copy left open', async () => {
    expect(server).toBeDefined();
    await server!.stop();
    server = undefined;
    // A state folder as a copy or an older version may leave it: everything open to everyone.
    await chmod(varDir, 0o777);
    await mkdir(path.join(varDir, 'mail', 'old'), { recursive: true, mode: 0o777 });
    await chmod(path.join(varDir, 'mail'), 0o777);
    await writeFile(path.join(varDir, 'mail', 'old', 'left-over.eml'), 'To: someone@example.com\n', { mode: 0o666 });
    await chmod(path.join(varDir, 'mail', 'old', 'left-over.eml'), 0o666);
    await chmod(path.join(varDir, 'admin-token'), 0o666);
    await chmod(path.join(varDir, 'data', 'postgresql.conf'), 0o666);
    await chmod(path.join(varDir, 'data', 'pg_wal'), 0o777);
    expect((await openToOthers(varDir)).length).toBeGreaterThan(0);

    server = await start(varDir);
    expect(((await stat(varDir)).mode & 0o777).toString(8)).toBe('700');
    expect(await openToOthers(path.join(varDir, 'data'))).toEqual([]);
    expect(await openToOthers(path.join(varDir, 'mail'))).toEqual([]);
    expect(await openToOthers(path.join(varDir, 'admin-token'))).toEqual([]);
  });
});
