import { createHash } from 'node:crypto';
import { cp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { ReleaseError } from './release-error';

export const VERSION_PATTERN = /^[a-f0-9]{12}$/;

async function listFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name), base) : [path.relative(base, path.join(dir, e.name))])));
  return nested.flat().sort();
}

/** A fingerprint of a build folder: the same files with the same bytes give the same checksum. */
export async function folderChecksum(dir: string): Promise<{ checksum: string; sizeBytes: number }> {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  for (const file of await listFiles(dir)) {
    const content = await readFile(path.join(dir, file));
    sizeBytes += content.length;
    hash.update(file).update('\0').update(content);
  }
  return { checksum: hash.digest('hex'), sizeBytes };
}

export const releaseDir = (releasesDir: string, app: string, version: string) => path.join(releasesDir, app, version);

/**
 * Copies a build into its immutable place, releases/<app>/<version>/. The copy lands under a
 * temporary name first and is renamed into place, so a half-copied version is never seen.
 * A version already there must be byte-identical.
 */
export async function copyBuild(buildDir: string, releasesDir: string, app: string, version: string, progress: (line: string) => void) {
  if (!VERSION_PATTERN.test(version)) throw new ReleaseError(`"${version}" is not a version id (12 hexadecimal characters)`);
  const source = await folderChecksum(buildDir);
  const target = releaseDir(releasesDir, app, version);
  const existing = await stat(target).then(() => true, () => false);
  if (existing) {
    const present = await folderChecksum(target);
    if (present.checksum !== source.checksum) throw new ReleaseError(`${app} ${version} already exists with other content; versions are immutable`);
    progress(`${app} ${version} is already in place (${(source.sizeBytes / 1024).toFixed(0)} KB)`);
    return source;
  }
  const staging = `${target}.partial-${process.pid}`;
  progress(`copying ${app} ${version} (${(source.sizeBytes / 1024).toFixed(0)} KB) to ${path.relative(process.cwd(), target) || target}`);
  await rm(staging, { recursive: true, force: true });
  await cp(buildDir, staging, { recursive: true });
  try {
    await rename(staging, target);
  } catch (error) {
    // Another server published the same version at the same moment: fine if it is the same.
    await rm(staging, { recursive: true, force: true });
    if ((await folderChecksum(target)).checksum !== source.checksum) throw error;
  }
  return source;
}
