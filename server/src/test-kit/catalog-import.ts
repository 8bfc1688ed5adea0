import { seedCatalogue } from './seed-catalogue';

/**
 * Imports the seed catalogue with the first casino's German bonus text replaced, through the
 * admin API of the server at `serverUrl`: a change every page that lists casinos shows.
 * Returns the import's HTTP status.
 */
export async function importSeedWithBonus(serverUrl: string, adminToken: string, bonusDe: string): Promise<number> {
  const catalog = seedCatalogue();
  catalog.casinos[0]!.bonusDe = bonusDe;
  const imported = await fetch(`${serverUrl}/admin/import`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(catalog),
  });
  return imported.status;
}
