import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * The server's state (VAR_DIR: the embedded database, the mails with their confirmation and
 * unsubscribe tokens, the admin token) is for the account the server runs as alone: folders
 * 0700, files 0600. Modes given when a file is made are not enough: a folder from an earlier
 * version, a copy or a restore keeps whatever modes it came with, and the embedded database
 * unpacks its initial files world-writable (0666) whatever the process umask.
 */
export const OWNER_ONLY_FOLDER = 0o700;
export const OWNER_ONLY_FILE = 0o600;

/** The bits that let anyone but the owner read, write or enter. */
const GROUP_AND_OTHERS = 0o077;

/** Makes the folder when it is missing, and leaves it open to its owner alone either way. */
export async function ownerOnlyFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: OWNER_ONLY_FOLDER });
  await chmod(dir, OWNER_ONLY_FOLDER);
}

/**
 * Takes every permission of group and others from a file, or from a folder and everything in
 * it. Nothing there is fine; symbolic links are not followed (their targets are not ours to
 * change), and a file that goes away meanwhile (the database removes files as it runs) is skipped.
 */
export async function restrictToOwner(target: string): Promise<void> {
  const stats = await lstat(target).catch(ignoreMissing);
  if (!stats) return;
  if (stats.isDirectory()) {
    await chmod(target, OWNER_ONLY_FOLDER).catch(ignoreMissing);
    const entries = await readdir(target).catch(ignoreMissing);
    await Promise.all((entries ?? []).map((entry) => restrictToOwner(path.join(target, entry))));
  } else if (stats.isFile() && stats.mode & GROUP_AND_OTHERS) {
    await chmod(target, stats.mode & 0o700).catch(ignoreMissing);
  }
}

function ignoreMissing(error: NodeJS.ErrnoException): undefined {
  if (error.code === 'ENOENT') return undefined;
  throw error;
}
