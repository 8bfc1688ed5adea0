import type { Database } from '../core/db/database';
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
  // The planner's figures for the new rows now, not whenever autovacuum comes by: with the
  // figures of the 13 casinos it had, it reads all 2,000 names for each search rather than the
  // index. A few milliseconds; a failure costs a slower search, not the import.
  await db.query('ANALYZE casinos').catch(() => undefined);
  return { ok: true, version };
}
