import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { VERSION_PATTERN } from '../core/apps';

export { VERSION_PATTERN };

/** A build folder's content: a checksum of the whole, and one per file (relative path → sha256). */
export interface FolderContent {
  checksum: string;
  /** The version id its content gives, as the build computes it (scripts/build-app.mjs): the folder must be named so. */
  version: string;
  sizeBytes: number;
  files: Record<string, string>;
}

/** Every file under `dir`, as paths relative to it, sorted. */
export async function listFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name), base) : [path.relative(base, path.join(dir, e.name))])));
  return nested.flat().sort();
}

/** Fingerprints a folder: the same files with the same bytes give the same checksum. */
export async function folderContent(dir: string): Promise<FolderContent> {
  const whole = createHash('sha256');
  const version = createHash('sha256');
  const files: Record<string, string> = {};
  let sizeBytes = 0;
  for (const file of await listFiles(dir)) {
    const content = await readFile(path.join(dir, file));
    sizeBytes += content.length;
    whole.update(file).update('\0').update(content);
    version.update(file).update(content);
    files[file] = createHash('sha256').update(content).digest('hex');
  }
  return { checksum: whole.digest('hex'), version: version.digest('hex').slice(0, 12), sizeBytes, files };
}

/**
 * Where a published folder differs from what was published: changed, missing and added
 * files by name. Versions published before per-file checksums were kept are compared as a whole.
 */
export async function integrityProblems(dir: string, published: { checksum: string; files: Record<string, string> | null }): Promise<string[]> {
  const present = await folderContent(dir).catch(() => null);
  if (!present) return ['its folder is missing'];
  if (!published.files) return present.checksum === published.checksum ? [] : ['its files differ from what was published'];
  const problems: string[] = [];
  for (const [file, sha] of Object.entries(published.files)) {
    if (!(file in present.files)) problems.push(`${file} is missing`);
    else if (present.files[file] !== sha) problems.push(`${file} differs from what was published (checksum)`);
  }
  for (const file of Object.keys(present.files)) if (!(file in published.files)) problems.push(`${file} was not published`);
  return problems;
}

export const releaseDir = (releasesDir: string, app: string, version: string) => path.join(releasesDir, app, version);
