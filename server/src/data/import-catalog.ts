import type { Database } from '../db/database';
import { applyCatalog } from './apply-catalog';
import { CATALOG_CHANNEL } from './catalog-cache';
import { validateCatalog } from './validate-catalog';

export type ImportResult = { ok: true; version: number } | { ok: false; errors: string[] };

/** Validates every record first, then applies all of it in one transaction, then tells every server. */
export async function importCatalog(db: Database, data: unknown): Promise<ImportResult> {
  const validation = validateCatalog(data);
  if (!validation.ok) return validation;
  const version = await db.transaction((tx) => applyCatalog(tx, validation.catalog));
  await db.notify(CATALOG_CHANNEL, String(version));
  return { ok: true, version };
}
