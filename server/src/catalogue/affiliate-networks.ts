import type { CatalogFile } from '@casino/shared/catalog-records';
import type { Queryable } from '../core/db/database';
import { networkStates } from '../earnings';

/**
 * The casinos whose `affiliateNetwork` names no registered network, or a revoked one, one line
 * each as the import names a bad record. Such a link goes out without the network's click-id
 * parameter, and no conversion of its clicks can come back (the network's postbacks are refused):
 * money the site would never see, silently, so the import refuses it and says what to do.
 */
export async function affiliateNetworkProblems(db: Queryable, catalog: CatalogFile): Promise<string[]> {
  const naming = catalog.casinos.flatMap((casino, index) => (casino.affiliateNetwork ? [{ casino, index, network: casino.affiliateNetwork }] : []));
  if (!naming.length) return [];
  const states = await networkStates(db);
  return naming.flatMap(({ casino, index, network }) => {
    const label = `casinos[${index}] "${casino.slug}"`;
    if (!states.has(network)) {
      return [
        `${label}: affiliateNetwork "${network}" is no registered network, so no conversion of the casino's clicks could be matched to its network; ` +
          `register it first (npm run network -- add ${network} --param <the parameter it reads the click id from> --currency EUR) and import again, or leave affiliateNetwork out`,
      ];
    }
    const revokedAt = states.get(network);
    if (revokedAt) {
      return [
        `${label}: affiliateNetwork "${network}" was revoked (${revokedAt}), so no conversion of the casino's clicks could be matched to its network; ` +
          'name a network in force (npm run network -- list), or leave affiliateNetwork out',
      ];
    }
    return [];
  });
}
