import { cpSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { latestBuild } from '../../active-versions';
import type { AppName } from '../../apps';

/**
 * A new version of an app made from its newest build: copied under another version id and
 * changed by `change` (text replaced in its bundles, a file broken...). Precompressed copies
 * of changed files are dropped so the server sends the changed bytes.
 */
export async function buildVariant(
  appsRoot: string,
  app: AppName,
  into: string,
  version: string,
  change: { replace?: [string, string]; edit?: (dir: string) => Promise<void> },
): Promise<string> {
  const source = await latestBuild(appsRoot, app);
  const dir = path.join(into, version);
  await rm(dir, { recursive: true, force: true });
  cpSync(source.dir, dir, { recursive: true });
  if (change.replace) {
    const [from, to] = change.replace;
    for (const part of ['browser', 'server']) {
      for (const file of await readdir(path.join(dir, part))) {
        if (!file.endsWith('.js')) continue;
        const full = path.join(dir, part, file);
        const text = await readFile(full, 'utf8');
        if (!text.includes(from)) continue;
        await writeFile(full, text.split(from).join(to));
        await rm(`${full}.br`, { force: true });
        await rm(`${full}.gz`, { force: true });
      }
    }
  }
  await change.edit?.(dir);
  return dir;
}
