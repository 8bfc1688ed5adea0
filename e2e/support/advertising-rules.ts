import { seedWhitelistCsv } from '../../server/src/test-kit/german-rules';
import { ADMIN_TOKEN } from './admin';
import type { RunningServer } from './server';

/**
 * Imports, through the server's admin API as `npm run whitelist:import` does, a whitelist in the
 * regulator's form that permits the host of every shipped casino's affiliate URL for every product.
 */
export async function importWhitelist(server: RunningServer): Promise<void> {
  const response = await fetch(`${server.url}/admin/whitelist`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ source: 'whitelist.csv', text: seedWhitelistCsv() }),
  });
  if (!response.ok) throw new Error(`the whitelist was refused: ${response.status} ${await response.text()}`);
}
