import { execFile } from 'node:child_process';
import { cpSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { folderContent } from '../releases/publish';

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '..', '..', '..');
/** What building an app reads besides its own folder and the installed packages. */
const BUILD_INPUTS = ['package.json', 'webpack.common.js', 'tsconfig.base.json', 'scripts', 'shared'];
const NOT_SOURCE = new Set(['node_modules', 'dist', 'coverage']);

export interface CheckoutCopy {
  root: string;
  /** Builds `appDir` (e.g. "mf-guides") there with the build script every team runs; returns the version and its folder. */
  build: (appDir: string) => Promise<{ version: string; dir: string }>;
}

/**
 * Packages as an install in that folder would have them: hard links (instant), or a copy
 * across file systems. Not what builds wrote there (.federation): that belongs to one folder.
 */
async function installPackages(from: string, to: string): Promise<void> {
  try {
    await run('cp', ['-al', from, to]);
  } catch {
    await run('cp', ['-a', from, to]);
  }
  await rm(path.join(to, '.federation'), { recursive: true, force: true });
}

/**
 * This checkout's sources (with the shared library as built) in another folder, with its own
 * node_modules: what another team's CI machine has after `npm ci` there.
 */
export async function checkoutCopy(root: string, appDirs: string[]): Promise<CheckoutCopy> {
  await mkdir(root, { recursive: true });
  const sourceOnly = (source: string) => !NOT_SOURCE.has(path.basename(source)) || source.endsWith(path.join('shared', 'dist'));
  for (const entry of [...BUILD_INPUTS, ...appDirs]) {
    cpSync(path.join(repoRoot, entry), path.join(root, entry), { recursive: true, filter: sourceOnly });
  }
  await installPackages(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  for (const workspace of appDirs) {
    const own = path.join(repoRoot, workspace, 'node_modules');
    if (await stat(own).then(() => true, () => false)) await installPackages(own, path.join(root, workspace, 'node_modules'));
  }
  return {
    root,
    build: async (appDir) => {
      const cwd = path.join(root, appDir);
      const env = { ...process.env };
      delete env.NODE_ENV;
      await run(process.execPath, [path.join(root, 'scripts', 'build-app.mjs')], { cwd, env, maxBuffer: 16 * 1024 * 1024 });
      const { version } = JSON.parse(await readFile(path.join(cwd, 'dist', 'latest.json'), 'utf8')) as { version: string };
      return { version, dir: path.join(cwd, 'dist', version) };
    },
  };
}

/**
 * The newest change under `dir` (its sources: no packages, builds or tests). The files' times
 * only: a folder's own time changes whenever a tool adds or removes something beside the sources
 * (the test runner's compiler makes its plugin cache in .swc/ while `npm test` builds the apps),
 * which made the build look stale and the reproducibility test build every app twice more. A
 * source file deleted with nothing else changed goes unnoticed here; the comparison then names it.
 */
async function newestChange(dir: string): Promise<number> {
  const info = await stat(dir);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of await readdir(dir)) {
    if (NOT_SOURCE.has(entry) || entry === '__tests__' || entry.startsWith('.')) continue;
    newest = Math.max(newest, await newestChange(path.join(dir, entry)));
  }
  return newest;
}

/**
 * This checkout's own newest build of `appDir` (from `npm run build`), when it was made after
 * the last change to anything the build reads; null when it is missing or older.
 */
export async function currentBuildOf(appDir: string): Promise<{ version: string; dir: string } | null> {
  const latest = JSON.parse(await readFile(path.join(repoRoot, appDir, 'dist', 'latest.json'), 'utf8').catch(() => 'null')) as { version: string; builtAt?: string } | null;
  if (!latest?.builtAt) return null;
  let newest = 0;
  for (const entry of [...BUILD_INPUTS, appDir]) newest = Math.max(newest, await newestChange(path.join(repoRoot, entry)));
  return Date.parse(latest.builtAt) > newest ? { version: latest.version, dir: path.join(repoRoot, appDir, 'dist', latest.version) } : null;
}

/** The files two builds disagree on (missing on one side or with other bytes), to say why their versions differ. */
export async function differingFiles(a: string, b: string): Promise<string[]> {
  const [{ files: filesA }, { files: filesB }] = await Promise.all([folderContent(a), folderContent(b)]);
  return [...new Set([...Object.keys(filesA), ...Object.keys(filesB)])].filter((file) => filesA[file] !== filesB[file]).sort();
}
