import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import { expect } from 'expect';
import { DataFolderInUseError, DataFolderLockError, folderHolder, holdDataFolder, LOCK_FILE } from '../db/data-folder-lock';

const bootId = () => readFile('/proc/sys/kernel/random/boot_id', 'utf8').then((text) => text.trim(), () => undefined);
/** A process number no process has now: one that has just ended. */
const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid;

/**
 * The lock of the embedded database's folder, as processes on one volume meet it: another
 * container (process 1 too, or a number this one cannot see), a killed process of this machine,
 * and a lock file the operator's tools turned into something else.
 */
describe('the data folder lock', () => {
  let root = '';
  let dataDir = '';
  const lockFile = () => path.join(dataDir, LOCK_FILE);
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  const lockOf = async (holder: Record<string, unknown>) => {
    const text = `${JSON.stringify({ startedAt: '2026-11-27T08:00:00.000Z', what: 'a server', port: 3000, ...holder })}\n`;
    await writeFile(lockFile(), text);
    return text;
  };

  beforeEach(async () => {
    root ||= await mkdtemp(path.join(tmpdir(), 'casino-lock-'));
    dataDir = await mkdtemp(path.join(root, 'data-'));
    lines.length = 0;
  });
  after(() => rm(root, { recursive: true, force: true }));

  it('refuses the lock of another container, even one naming this process number, and leaves it as it was', async () => {
    for (const pid of [process.pid, 1, endedPid()]) {
      const text = await lockOf({ pid, host: 'b7e1c0ffee42', bootId: await bootId() });
      const refused = await holdDataFolder(dataDir, { what: 'a server' }, log).then(() => null, (error: unknown) => error);
      expect(refused).toBeInstanceOf(DataFolderInUseError);
      expect((refused as Error).message).toBe(
        `the embedded database in ${dataDir} is in use by a server (pid ${pid}, started 2026-11-27T08:00:00.000Z, PORT=3000) on b7e1c0ffee42, and one process at a time may open it; if that process is gone, delete ${lockFile()}`,
      );
      expect(await readFile(lockFile(), 'utf8')).toBe(text);
      expect(await folderHolder(dataDir)).toBeInstanceOf(DataFolderInUseError);
    }
    expect(lines).toEqual([]);
  });

  it('refuses a lock that does not say where it was taken', async () => {
    const text = await lockOf({ pid: endedPid() });
    await expect(holdDataFolder(dataDir, { what: 'a server' }, log)).rejects.toThrow(`if that process is gone, delete ${lockFile()}`);
    expect(await readFile(lockFile(), 'utf8')).toBe(text);
  });

  // After a crash or a power cut the machine starts again: `npm start` must not wait for someone to delete the lock.
  it('takes over a lock of this machine from an earlier boot, whatever process number it names', async () => {
    await lockOf({ pid: process.pid, host: hostname(), bootId: 'an-earlier-boot' });
    const letGo = await holdDataFolder(dataDir, { what: 'a server' }, log);
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    await letGo();
  });

  it('takes over the lock of an ended process of this machine and boot, and says so', async () => {
    const pid = endedPid();
    await lockOf({ pid, host: hostname(), bootId: await bootId() });
    expect(await folderHolder(dataDir)).toBeNull();
    const letGo = await holdDataFolder(dataDir, { what: 'npm run db:import' }, log);
    expect(lines).toEqual([`took over the embedded database in ${dataDir}: a server (pid ${pid}, started 2026-11-27T08:00:00.000Z, PORT=3000) ended without letting go of it`]);
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid, what: 'npm run db:import', host: hostname() });
    await letGo();
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('refuses a second open in this process, even one started at the same moment', async () => {
    const opens = await Promise.allSettled([1, 2, 3].map(() => holdDataFolder(dataDir, { what: 'a server' }, log)));
    expect(opens.map((open) => open.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected']);
    for (const open of opens) if (open.status === 'fulfilled') await open.value();
  });

  it('leaves a stale lock alone while another process takes it over, and names that process when it never finishes', { timeout: 30_000 }, async () => {
    const busy = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1e6)']);
    const busyStarted = new Date().toISOString();
    try {
      for (const [pid, startedAt] of [[busy.pid!, busyStarted], [endedPid(), '2026-11-27T08:00:00.000Z']] as const) {
        const stale = await lockOf({ pid: endedPid(), host: hostname(), bootId: await bootId() });
        await writeFile(`${lockFile()}.takeover`, JSON.stringify({ pid, startedAt, what: 'a server', host: hostname(), bootId: await bootId() }));
        await expect(holdDataFolder(dataDir, { what: 'a server' }, log)).rejects.toThrow(
          new DataFolderLockError(
            `the embedded database's lock ${lockFile()} is being taken over by a server (pid ${pid}, started ${startedAt}), which did not finish; once no process uses the database, delete ${lockFile()}.takeover`,
          ),
        );
        expect(await readFile(lockFile(), 'utf8')).toBe(stale);
      }
    } finally {
      busy.kill();
    }
    expect(lines).toEqual([]);
  });

  it('stops with one line naming the lock file when it is a folder, instead of trying for ever', { timeout: 5000 }, async () => {
    await mkdir(lockFile());
    const refused = await holdDataFolder(dataDir, { what: 'a server' }, log).then(() => null, (error: unknown) => error);
    expect(refused).toBeInstanceOf(DataFolderLockError);
    expect((refused as Error).message).toBe(`the embedded database's lock file ${lockFile()} cannot be used (EISDIR); it must be a file this process may read and write`);
  });
});
