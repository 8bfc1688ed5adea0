import { readFileSync, unlinkSync } from 'node:fs';
import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

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
}

/** The folder is held by another process that is still running. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataFolderHolder,
  ) {
    super(`the embedded database in ${dataDir} is in use by ${describeHolder(holder)}, and one process at a time may open it`);
  }
}

export const describeHolder = ({ what, pid, startedAt, port }: DataFolderHolder) => `${what} (pid ${pid}, started ${startedAt}${port ? `, PORT=${port}` : ''})`;

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
 * process is gone (killed, or the machine restarted and the number now belongs to another
 * process) is taken over, and `log` says so. Returns the function that lets go of it.
 */
export async function holdDataFolder(dataDir: string, holder: Pick<DataFolderHolder, 'what' | 'port'>, log: (line: string) => void): Promise<() => Promise<void>> {
  const file = path.join(path.resolve(dataDir), LOCK_FILE);
  const mine: DataFolderHolder = { pid: process.pid, startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(), ...holder };
  const text = `${JSON.stringify(mine)}\n`;
  const held = heldHere.get(file);
  if (held !== undefined) throw new DataFolderInUseError(dataDir, parseHolder(held) ?? mine);
  const draft = `${file}.${process.pid}`;
  for (;;) {
    await writeFile(draft, text, { mode: 0o600 });
    try {
      await link(draft, file);
      heldHere.set(file, text);
      return () => letGo(file, text);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await unlink(draft).catch(() => undefined);
    }
    const found = await readFile(file, 'utf8').catch(() => null);
    if (found === null) continue; // let go of meanwhile
    const other = parseHolder(found);
    if (other && (await isRunning(other))) throw new DataFolderInUseError(dataDir, other);
    if (await takeOver(file, found)) {
      log(`took over the embedded database in ${dataDir}: ${other ? `${describeHolder(other)} ended without letting go of it` : 'its lock file could not be read'}`);
    }
  }
}

/** Moves a stale lock aside, if it is still the one read; puts it back when another process's lock was moved instead. */
async function takeOver(file: string, stale: string): Promise<boolean> {
  const aside = `${file}.stale-${process.pid}`;
  if (!(await rename(file, aside).then(() => true, () => false))) return false;
  const moved = await readFile(aside, 'utf8').catch(() => null);
  if (moved !== stale) await link(aside, file).catch(() => undefined);
  await unlink(aside).catch(() => undefined);
  return moved === stale;
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
 * Whether the process a lock names still runs. This process's own number is an earlier life of
 * it (a container's server is often process 1 every time); a number taken by a process started
 * at another moment (after a restart of the machine) is not the holder either.
 */
async function isRunning(holder: DataFolderHolder): Promise<boolean> {
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const started = await startOf(holder.pid);
  return started === null || Math.abs(started - Date.parse(holder.startedAt)) < 10_000;
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
