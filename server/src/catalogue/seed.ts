import { readFile } from 'node:fs/promises';
import type { Database } from '../core/db/database';
import { catalogVersion } from './catalog-repository';
import { importCatalog } from './import-catalog';

/** On first start (an empty catalogue) the seed file is imported like any other file. */
export async function seedIfEmpty(db: Database, seedFile: string): Promise<number | null> {
  if ((await catalogVersion(db)) > 0) return null;
  const result = await importCatalog(db, JSON.parse(await readFile(seedFile, 'utf8')));
  if (!result.ok) throw new Error(`The seed file ${seedFile} is invalid:\n${result.errors.join('\n')}`);
  return result.version;
}
