import '../production-default';
import { readFile } from 'node:fs/promises';
import { loadConfig, SettingsError } from '../config';
import { importCatalog } from '../data/import-catalog';
import { validateCatalog } from '../data/validate-catalog';
import { openDatabase } from '../db/open-database';
import { IMPORT_ACTION } from '../releases/actions/release-actions';
import { requestFor } from '../releases/actions/requests';
import { loadAdminToken } from '../secrets';

/**
 * npm run db:import -- <file>
 * Checks every record first and prints one line per bad record; only a file without
 * errors is applied, all of it in one transaction. With PostgreSQL the import goes straight
 * to the database (running servers hear of it); the embedded database belongs to the running
 * server, so the file goes through its admin endpoint, or straight to the data folder when
 * no server runs.
 */
async function main(file: string | undefined): Promise<number> {
  if (!file) {
    console.error('usage: npm run db:import -- <catalog.json>');
    return 2;
  }
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    console.error(`${file}: cannot read it as JSON (${(error as Error).message})`);
    return 1;
  }
  const validation = validateCatalog(data);
  if (!validation.ok) {
    console.error(`${file}: ${validation.errors.length} invalid record(s); nothing was imported.`);
    for (const line of validation.errors) console.error(`  ${line}`);
    return 1;
  }
  const config = loadConfig();
  if (!config.databaseUrl) {
    const viaServer = await importThroughServer(config.port, await loadAdminToken(config.adminToken, config.varDir), data);
    if (viaServer !== null) return viaServer;
  }
  const db = await openDatabase(config);
  try {
    const result = await importCatalog(db, validation.catalog);
    if (!result.ok) throw new Error(result.errors.join('\n'));
    console.log(`Imported ${validation.catalog.casinos.length} casinos, ${validation.catalog.bonuses.length} bonuses, ${validation.catalog.locations.length} cities: catalogue version ${result.version}.`);
    return 0;
  } finally {
    await db.close();
  }
}

/** Returns the exit code, or null when no server is listening. */
async function importThroughServer(port: number, token: string, data: unknown): Promise<number | null> {
  // The catalogue import's entry of the action table says where the server takes the file (its body is the whole input).
  const { method, url } = requestFor(IMPORT_ACTION, {});
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(data),
    });
  } catch {
    return null;
  }
  const body = (await response.json().catch(() => ({}))) as { version?: number; message?: string; errors?: string[] };
  if (response.ok) {
    console.log(`Imported through the running server: catalogue version ${body.version}.`);
    return 0;
  }
  console.error(`The running server refused the import: ${body.message ?? response.status}`);
  for (const line of body.errors ?? []) console.error(`  ${line}`);
  return 1;
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof SettingsError ? error.message : error);
    process.exit(1);
  },
);
