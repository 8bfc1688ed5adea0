import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { Casino } from '@casino/shared';
import { copyVarDir, firstStart } from '../../test-kit/first-start';
import { serverEntry } from '../../test-kit/server-code';
import { startServerProcess, type ServerProcess } from '../../test-kit/server-process';
import { freePort } from '../../test-kit/free-port';
import { oncePerRun } from '../../test-kit/test-app';
import { seedCatalogue } from '../../test-kit/seed-catalogue';

const SERVER_DIR = path.resolve(__dirname, '..', '..', '..');
const REPO_ROOT = path.resolve(SERVER_DIR, '..');

/** A command as the operator runs it; its exit code and output, whether it failed or not. */
async function command(args: string[], env: Record<string, string>, cwd = SERVER_DIR): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, args, { cwd, env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const lines = (text: string) => text.trim().split('\n');

/**
 * The embedded database is files one process works on in its memory: a second process on the
 * same folder (a catalogue import that found no server on its PORT, a second server, `npm run
 * dev` on the same VAR_DIR) would write behind the first one's back, and the first would keep
 * or overwrite its own view. Each stops with one line instead, having written nothing.
 */
describe('the embedded database is opened by one process at a time', oncePerRun, () => {
  let varDir = '';
  let port = 0;
  let first: ServerProcess;
  const servers: ServerProcess[] = [];
  const lockFile = () => path.join(varDir, 'data', 'in-use.json');
  const startServer = async (options: { waitForListen?: boolean } = {}) => {
    const server = await startServerProcess({ DATABASE_URL: '', VAR_DIR: varDir, PORT: String(port) }, options);
    servers.push(server);
    return server;
  };
  const ratingOf = async (server: ServerProcess, slug: string) => (await (await fetch(`${server.url}/api/casinos`)).json() as Casino[]).find((casino) => casino.slug === slug)?.rating;

  before(async () => {
    varDir = await mkdtemp(path.join(tmpdir(), 'casino-one-process-'));
    copyVarDir(await firstStart(undefined), varDir);
    port = await freePort();
    first = await startServer();
  });
  after(async () => {
    for (const server of servers) await server.stop();
    await rm(varDir, { recursive: true, force: true });
  });

  it('npm run db:import with a wrong PORT imports nothing and names the PORT of the server that holds the database', async () => {
    const catalog = seedCatalogue();
    const stake = catalog.casinos.find((casino) => casino.slug === 'stake')!;
    const before = stake.rating;
    stake.rating = '7.4';
    const file = path.join(varDir, 'catalog.json');
    await writeFile(file, JSON.stringify(catalog));

    const wrong = await freePort();
    const refused = await command([...serverEntry('cli/db-import'), file], { VAR_DIR: varDir, PORT: String(wrong) });
    expect({ code: refused.code, stdout: refused.stdout, stderr: lines(refused.stderr) }).toEqual({
      code: 2,
      stdout: '',
      stderr: [
        `nothing was imported: a server (pid ${first.child.pid}, started ${JSON.parse(await readFile(lockFile(), 'utf8')).startedAt}, PORT=${port}) has the embedded database in ${path.join(varDir, 'data')} open, and no server of this site answers at 127.0.0.1:${wrong} (PORT=${wrong}): run npm run db:import again with PORT=${port}, so the import goes through that server`,
      ],
    });
    expect(await ratingOf(first, 'stake')).toBe(before);

    // As the line says: with the server's PORT the import goes through it.
    const through = await command([...serverEntry('cli/db-import'), file], { VAR_DIR: varDir, PORT: String(port) });
    expect({ code: through.code, stderr: through.stderr }).toEqual({ code: 0, stderr: '' });
    expect(await ratingOf(first, 'stake')).toBe('7.4');
  });

  it('a second server and npm run dev on the same VAR_DIR stop with one line, writing nothing', async () => {
    const held = await readFile(lockFile(), 'utf8');
    const { startedAt } = JSON.parse(held) as { startedAt: string };
    const folder = async () => [...(await readdir(varDir)), ...(await readdir(path.join(varDir, 'data')))].sort();
    const filesBefore = await folder();

    const second = await startServer({ waitForListen: false });
    await new Promise((resolve) => (second.child.exitCode === null ? second.child.once('exit', resolve) : resolve(null)));
    expect({ code: second.child.exitCode, lines: second.lines }).toEqual({
      code: 1,
      lines: [
        `The server cannot start: the embedded database in ${path.join(varDir, 'data')} is in use by a server (pid ${first.child.pid}, started ${startedAt}, PORT=${port}), and one process at a time may open it; stop that one first, or give this one a VAR_DIR (or DATA_DIR) of its own`,
      ],
    });

    const dev = await command([path.join(REPO_ROOT, 'scripts', 'dev.mjs')], { VAR_DIR: varDir, PORT: String(await freePort()) }, REPO_ROOT);
    expect({ code: dev.code, stdout: dev.stdout, stderr: lines(dev.stderr) }).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        `npm run dev: the embedded database in ${path.join(varDir, 'data')} is in use by a server (pid ${first.child.pid}, started ${startedAt}, PORT=${port}), and one process at a time may open it; stop it first, or run npm run dev with a VAR_DIR of its own`,
      ],
    });

    expect(await folder()).toEqual(filesBefore);
    expect(await readFile(lockFile(), 'utf8')).toBe(held);
    expect((await fetch(`${first.url}/health`)).status).toBe(200);
  });

  it('a server killed without letting go of the database is taken over by the next one, which says so', async () => {
    const killed = first.child.pid;
    const ended = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await ended;
    // The killed server could not remove its lock.
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({ pid: killed });

    const next = await startServer();
    expect(next.lines.find((line) => line.includes('took over the embedded database'))).toMatch(
      new RegExp(`took over the embedded database in ${path.join(varDir, 'data')}: a server \\(pid ${killed}, started [^)]+\\) ended without letting go of it`),
    );
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({ pid: next.child.pid, what: 'a server', port });
    expect(await ratingOf(next, 'stake')).toBe('7.4');
  });
});
