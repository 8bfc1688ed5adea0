import { cpSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { latestBuild } from '../../active-versions';
import type { AppName } from '../../apps';
import { folderContent } from '../../releases/publish';

/**
 * A new version of an app made from its newest build, changed by `change` (text replaced in
 * its bundles, a file broken...), in a folder named by the version its content gives, as a
 * build names it (a server refuses a version whose name disagrees with its content).
 * Precompressed copies of changed files are dropped so the server sends the changed bytes.
 */
export async function buildVariant(
  appsRoot: string,
  app: AppName,
  into: string,
  change: { replace?: [string, string]; edit?: (dir: string) => Promise<void> },
): Promise<{ dir: string; version: string }> {
  const source = await latestBuild(appsRoot, app);
  const scratch = path.join(into, `variant-${randomBytes(4).toString('hex')}`);
  cpSync(source.dir, scratch, { recursive: true });
  if (change.replace) {
    const [from, to] = change.replace;
    for (const part of ['browser', 'server']) {
      for (const file of await readdir(path.join(scratch, part))) {
        if (!file.endsWith('.js')) continue;
        const full = path.join(scratch, part, file);
        const text = await readFile(full, 'utf8');
        if (!text.includes(from)) continue;
        await writeFile(full, text.split(from).join(to));
        await rm(`${full}.br`, { force: true });
        await rm(`${full}.gz`, { force: true });
      }
    }
  }
  await change.edit?.(scratch);
  const { version } = await folderContent(scratch);
  const dir = path.join(into, version);
  await rm(dir, { recursive: true, force: true });
  await rename(scratch, dir);
  return { dir, version };
}
