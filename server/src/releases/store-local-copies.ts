import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../core/db/database';
import { folderContent } from './publish';
import type { ReleaseCache } from './release-cache';
import { inBatches, sha256, storeContents } from './release-store';

/**
 * Versions published before the release store existed have their files only in the folder of
 * the server that published them. At start each server stores what its folder holds of them,
 * each file checked against the hash it was published with (and versions recorded before
 * files had hashes get them, when the folder still has exactly the published content). A
 * file neither in the store nor here is named: another server may still hold it.
 */
export async function storeLocalCopies(db: Queryable, cache: ReleaseCache, progress: (line: string) => void): Promise<void> {
  const unhashed = await db.query<{ app: string; version: string; checksum: string }>('SELECT app, version, checksum FROM app_releases WHERE files IS NULL');
  for (const { app, version, checksum } of unhashed) {
    const present = await folderContent(cache.dir(app, version)).catch(() => null);
    if (present?.checksum !== checksum) continue;
    await db.query('UPDATE app_releases SET files = $3 WHERE app = $1 AND version = $2 AND files IS NULL', [app, version, JSON.stringify(present.files)]);
  }

  const missing = await db.query<{ app: string; version: string; file: string; hash: string }>(
    `SELECT r.app, r.version, used.file, used.hash FROM app_releases r, jsonb_each_text(r.files) AS used(file, hash)
     WHERE r.files IS NOT NULL AND NOT EXISTS (SELECT 1 FROM release_files f WHERE f.sha256 = used.hash)`,
  );
  const lacking = new Map<string, number>();
  // A batch of files in one statement, as a publish stores them; a file two versions share, once.
  for (const batch of inBatches(missing)) {
    const rows = new Map<string, Buffer>();
    for (const { app, version, file, hash } of batch) {
      const content = await readFile(path.join(cache.dir(app, version), file)).catch(() => null);
      if (content && sha256(content) === hash) rows.set(hash, content);
      else lacking.set(`${app} ${version}`, (lacking.get(`${app} ${version}`) ?? 0) + 1);
    }
    await storeContents(db, [...rows]);
  }
  if (missing.length > 0) progress(`stored ${missing.length - [...lacking.values()].reduce((a, b) => a + b, 0)} file(s) of earlier versions from this server's folder in the release store`);
  for (const [label, count] of lacking) progress(`${label}: ${count} file(s) are neither in the release store nor in this server's folder`);
}
