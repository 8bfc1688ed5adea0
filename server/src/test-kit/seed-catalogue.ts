import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CatalogFile } from '@casino/shared';

/** The catalogue the server ships and imports on a first start (the default of SEED_FILE). */
export const SEED_FILE = path.resolve(__dirname, '..', '..', 'seed', 'catalog.json');

/** The shipped seed catalogue, read anew on each call: a test may change its copy. */
export function seedCatalogue<T = CatalogFile>(): T {
  return JSON.parse(readFileSync(SEED_FILE, 'utf8')) as T;
}
