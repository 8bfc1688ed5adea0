import type { Database } from '../core/db/database';
import { affiliateNetworkProblems } from './affiliate-networks';
import { applyCatalog } from './apply-catalog';
import { CATALOG_CHANNEL } from './catalog-cache';
import { validateCatalog } from './validate-catalog';

/** What an import took: `unregisteredNetworks` are the lines of the casinos that name no network in force, when the import was told to take them. */
export type ImportResult = { ok: true; version: number; unregisteredNetworks: string[] } | { ok: false; errors: string[] };

/**
 * Validates every record first, checks the affiliate networks the casinos name against the
 * registered ones (refused unless `networks` is `report`, see affiliateNetworkProblems), then
 * applies all of it in one transaction, then tells every server.
 */
export async function importCatalog(db: Database, data: unknown, { networks = 'refuse' }: { networks?: 'refuse' | 'report' } = {}): Promise<ImportResult> {
  const validation = validateCatalog(data);
  if (!validation.ok) return validation;
  const unregisteredNetworks = await affiliateNetworkProblems(db, validation.catalog);
  if (unregisteredNetworks.length && networks === 'refuse') return { ok: false, errors: unregisteredNetworks };
  const version = await db.transaction((tx) => applyCatalog(tx, validation.catalog));
  await db.notify(CATALOG_CHANNEL, String(version));
  // The planner's figures for the new rows now, not whenever autovacuum comes by: with the
  // figures of the 13 casinos it had, it reads all 2,000 names for each search rather than the
  // index. A few milliseconds; a failure costs a slower search, not the import.
  await db.query('ANALYZE casinos').catch(() => undefined);
  return { ok: true, version, unregisteredNetworks };
}
