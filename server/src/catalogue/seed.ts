import { readFile } from 'node:fs/promises';
import type { Database } from '../core/db/database';
import { catalogVersion } from './catalog-repository';
import { importCatalog } from './import-catalog';

/**
 * On first start (an empty catalogue) the seed file is imported like any other file, but for
 * one check: a fresh database has no affiliate network yet, and one is registered through the
 * running server, so a seed that names networks is taken and its casinos are returned for the
 * log (their links go without a click id until the network is registered).
 */
export async function seedIfEmpty(db: Database, seedFile: string): Promise<{ version: number; unregisteredNetworks: string[] } | null> {
  if ((await catalogVersion(db)) > 0) return null;
  const result = await importCatalog(db, JSON.parse(await readFile(seedFile, 'utf8')), { networks: 'report' });
  if (!result.ok) throw new Error(`The seed file ${seedFile} is invalid:\n${result.errors.join('\n')}`);
  return result;
}
