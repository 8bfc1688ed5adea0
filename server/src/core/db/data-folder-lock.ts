import { readFileSync, unlinkSync } from 'node:fs';
import { link, readFile, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The file in the embedded database's folder that says which process has it open. The database
 * is files a process works on in its own memory: a second process opening them (another server,
 * `npm run db:import`, `npm run dev` on the same VAR_DIR) would write over the first one's work,
 * or work on what the first has not written yet, and either loses data without a word.
 */
export const LOCK_FILE = 'in-use.json';

/** Who holds a data folder, as the lock file records it. */
export interface DataFolderHolder {
  pid: number;
  /** When that process started (ISO 8601). */
  startedAt: string;
  /** What it is, in the operator's words: "a server", "npm run db:import". */
  what: string;
  /** The port a server was started with (PORT), when it named one. */
  port?: number;
  /** The machine (or container) it runs on: its host name. */
  host?: string;
  /** Linux's id of the machine's current boot, when it could be read. */
  bootId?: string;
}

/**
 * Where this process runs: a process number and start time say something only on the same
 * machine (or container), in the same boot of it. Two containers on one volume are both process
 * 1, and from one, the other's number is not there at all (another process namespace).
 */
const here = { host: hostname(), bootId: readBootId() };

function readBootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

const isHere = (holder: DataFolderHolder) => holder.host === here.host && holder.bootId === here.bootId;

/** The folder is held by another process that is still running, or by one this process cannot see. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataFolderHolder,
  ) {
    const unseen = isHere(holder) ? '' : `; if that process is gone, delete ${path.join(dataDir, LOCK_FILE)}`;
    super(`the embedded database in ${dataDir} is in use by ${describeHolder(holder)}, and one process at a time may open it${unseen}`);
  }
}

/** The lock file cannot be made or read (permissions, a folder in its place): one line naming the file. */
export class DataFolderLockError extends Error {}

const lockError = (file: string, error: unknown) => {
  const { code, message } = error as NodeJS.ErrnoException;
  return new DataFolderLockError(`the embedded database's lock file ${file} cannot be used (${code ?? message}); it must be a file this process may read and write`);
};

export const describeHolder = (holder: DataFolderHolder) => {
  const { what, pid, startedAt, port, host } = holder;
  const where = isHere(holder) ? '' : host && host !== here.host ? ` on ${host}` : ' on another machine, container or boot';
  return `${what} (pid ${pid}, started ${startedAt}${port ? `, PORT=${port}` : ''})${where}`;
};

/** The folders this process holds: a second open in the same process is refused as well. */
const heldHere = new Map<string, string>();

// A process that ends without closing its database (an uncaught error, process.exit) lets go of it.
process.once('exit', () => {
  for (const [file, text] of heldHere) {
    try {
      if (readFileSync(file, 'utf8') === text) unlinkSync(file);
    } catch {
      // Gone already, or not ours to remove.
    }
  }
});

/**
 * Takes the data folder for this process, or throws DataFolderInUseError naming the process that
 * holds it. The lock is made whole or not at all (written beside it and linked into place, which
 * fails when one exists), so two processes starting at once cannot both take it. A lock whose
 * process is gone (killed, on this machine and in this boot of it) is taken over, and `log` says
 * so; a lock of another machine, container or boot is never taken over, its process cannot be
 * seen from here. Returns the function that lets go of it.
 */
export async function holdDataFolder(dataDir: string, holder: Pick<DataFolderHolder, 'what' | 'port'>, log: (line: string) => void): Promise<() => Promise<void>> {
  const file = path.join(path.resolve(dataDir), LOCK_FILE);
  const mine: DataFolderHolder = { pid: process.pid, startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(), ...holder, ...here };
  const text = `${JSON.stringify(mine)}\n`;
  const held = heldHere.get(file);
  if (held !== undefined) throw new DataFolderInUseError(dataDir, parseHolder(held) ?? mine);
  // Counted as held from now on: a second open in this process, even one started meanwhile, is refused.
  heldHere.set(file, text);
  try {
    for (;;) {
      if (await linkInPlace(file, text)) return () => letGo(file, text);
      const found = await readLock(file);
      if (found === null) continue; // let go of meanwhile
      const other = parseHolder(found);
      if (other && !(await isGone(other))) throw new DataFolderInUseError(dataDir, other);
      if (await takeOver(file, found, text)) {
        log(`took over the embedded database in ${dataDir}: ${other ? `${describeHolder(other)} ended without letting go of it` : 'its lock file could not be read'}`);
      }
    }
  } catch (error) {
    heldHere.delete(file);
    throw error;
  }
}

/**
 * The process that holds the data folder, as a start would be refused for it, or null when a
 * start would take the folder (no lock, or one whose process is gone). Takes nothing.
 */
export async function folderHolder(dataDir: string): Promise<DataFolderInUseError | null> {
  const found = await readLock(path.join(path.resolve(dataDir), LOCK_FILE));
  const holder = found === null ? null : parseHolder(found);
  return holder && !(await isGone(holder)) ? new DataFolderInUseError(dataDir, holder) : null;
}

/** Writes `text` beside `file` and links it into place: true when this process made `file`, false when one was there. */
async function linkInPlace(file: string, text: string): Promise<boolean> {
  const draft = `${file}.${process.pid}`;
  try {
    await writeFile(draft, text, { mode: 0o600 });
    await link(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw lockError(file, error);
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

/** The lock's text, or null when there is none; anything else that stops the read is the operator's to fix. */
async function readLock(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw lockError(file, error);
  }
}

/**
 * Removes a stale lock, if it is still the one read. Only one process at a time may do so (it
 * holds `<lock>.takeover`, made the same way): moving the lock aside and back would let a third
 * process link its own in between, and two would hold the folder. Returns whether it was removed.
 */
async function takeOver(file: string, stale: string, text: string): Promise<boolean> {
  const guard = `${file}.takeover`;
  for (let waited = 0; !(await linkInPlace(guard, text)); waited++) {
    const other = await readLock(guard);
    const holder = other === null ? null : parseHolder(other);
    // Left by a process that ended while it took over (a moment's work), or one that never ends it.
    if (other !== null && ((holder && (await isGone(holder))) || waited >= 100)) {
      throw new DataFolderLockError(`the embedded database's lock ${file} is being taken over by ${holder ? describeHolder(holder) : 'an unknown process'}, which did not finish; once no process uses the database, delete ${guard}`);
    }
    await sleep(50);
  }
  try {
    if ((await readLock(file)) !== stale) return false;
    await unlink(file);
    return true;
  } finally {
    await unlink(guard).catch(() => undefined);
  }
}

async function letGo(file: string, text: string): Promise<void> {
  if (heldHere.get(file) !== text) return;
  heldHere.delete(file);
  if ((await readFile(file, 'utf8').catch(() => null)) === text) await unlink(file).catch(() => undefined);
}

function parseHolder(text: string): DataFolderHolder | null {
  try {
    const holder = JSON.parse(text) as Partial<DataFolderHolder>;
    if (!Number.isInteger(holder.pid) || typeof holder.startedAt !== 'string' || typeof holder.what !== 'string') return null;
    return holder as DataFolderHolder;
  } catch {
    return null;
  }
}

/**
 * Whether the process a lock names has ended, which only a process on the same machine (or
 * container) can tell: elsewhere, its number means nothing here. Here, this
 * process's own number is an earlier life of it (a container's server is often process 1 every
 * time), and a number taken by a process started at another moment is not the holder either.
 */
async function isGone(holder: DataFolderHolder): Promise<boolean> {
  // This machine started again since (a crash, a power cut): every process of the older boot has
  // ended. Containers of one machine share its boot, so this says nothing about a neighbour's.
  if (holder.host === here.host && holder.bootId && here.bootId && holder.bootId !== here.bootId) return true;
  if (!isHere(holder)) return false;
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return true;
  }
  const started = await startOf(holder.pid);
  return started !== null && Math.abs(started - Date.parse(holder.startedAt)) >= 10_000;
}

/** When a process started, in milliseconds since 1970, from Linux's /proc; null elsewhere. */
async function startOf(pid: number): Promise<number | null> {
  const [stat, system] = await Promise.all([readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null), readFile('/proc/stat', 'utf8').catch(() => null)]);
  const bootSeconds = Number(/^btime (\d+)$/m.exec(system ?? '')?.[1]);
  // The fields after the command's name, which may hold spaces, in parentheses; the start is the 22nd field, in ticks of 1/100 s since boot.
  const ticks = Number(stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
  if (!stat || !Number.isFinite(bootSeconds) || !Number.isFinite(ticks)) return null;
  return (bootSeconds + ticks / 100) * 1000;
}
