import { createHash } from 'node:crypto';
import { copyFile, cp, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { refusal } from './release-error';

export const VERSION_PATTERN = /^[a-f0-9]{12}$/;

/** A build folder's content: a checksum of the whole, and one per file (relative path → sha256). */
export interface FolderContent {
  checksum: string;
  sizeBytes: number;
  files: Record<string, string>;
}

async function listFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name), base) : [path.relative(base, path.join(dir, e.name))])));
  return nested.flat().sort();
}

/** Fingerprints a folder: the same files with the same bytes give the same checksum. */
export async function folderContent(dir: string): Promise<FolderContent> {
  const whole = createHash('sha256');
  const files: Record<string, string> = {};
  let sizeBytes = 0;
  for (const file of await listFiles(dir)) {
    const content = await readFile(path.join(dir, file));
    sizeBytes += content.length;
    whole.update(file).update('\0').update(content);
    files[file] = createHash('sha256').update(content).digest('hex');
  }
  return { checksum: whole.digest('hex'), sizeBytes, files };
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

/**
 * Copies a build into its immutable place, releases/<app>/<version>/. A new version lands
 * under a temporary name first and is renamed into place, so a half-copied version is never
 * seen. Publishing the same build again is a no-op, and repairs the folder if a file was
 * damaged: the build is the source of truth as long as it is what was published.
 * `published` is the registry's record of this version, when it has one.
 */
export async function copyBuild(
  buildDir: string,
  target: string,
  label: string,
  published: { checksum: string } | null,
  progress: (line: string) => void,
): Promise<FolderContent & { restored: string[] }> {
  const source = await folderContent(buildDir);
  if (published && published.checksum !== source.checksum) throw refusal(`${label} is already published with other content; versions are immutable`);
  const present = await folderContent(target).catch(() => null);
  if (present?.checksum === source.checksum) {
    progress(`${label} is already in place (${(source.sizeBytes / 1024).toFixed(0)} KB)`);
    return { ...source, restored: [] };
  }
  if (present) return { ...source, restored: await restore(buildDir, target, source, present, label, progress) };

  const staging = `${target}.partial-${process.pid}`;
  progress(`copying ${label} (${(source.sizeBytes / 1024).toFixed(0)} KB)`);
  await rm(staging, { recursive: true, force: true });
  await cp(buildDir, staging, { recursive: true });
  try {
    await rename(staging, target);
  } catch (error) {
    // Another server published the same version at the same moment: fine if it is the same.
    await rm(staging, { recursive: true, force: true });
    if ((await folderContent(target)).checksum !== source.checksum) throw error;
  }
  return { ...source, restored: [] };
}

/** Puts back the files of a published folder that differ from the build, and removes strays. */
async function restore(buildDir: string, target: string, source: FolderContent, present: FolderContent, label: string, progress: (line: string) => void) {
  const restored: string[] = [];
  for (const [file, sha] of Object.entries(source.files)) {
    if (present.files[file] === sha) continue;
    // Written beside and renamed over, so a file being served is never seen half-written.
    const destination = path.join(target, file);
    await mkdir(path.dirname(destination), { recursive: true });
    await copyFile(path.join(buildDir, file), `${destination}.restore-${process.pid}`);
    await rename(`${destination}.restore-${process.pid}`, destination);
    restored.push(file);
  }
  for (const file of Object.keys(present.files)) {
    if (file in source.files) continue;
    await rm(path.join(target, file), { force: true });
    restored.push(file);
  }
  progress(`${label}: restored ${restored.length} damaged file(s) from the build: ${restored.join(', ')}`);
  return restored;
}
