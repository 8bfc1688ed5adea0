import '../production-default';
import { readFile } from 'node:fs/promises';
import { loadConfig, SettingsError } from '../config';
import { importCatalog } from '../data/import-catalog';
import { validateCatalog } from '../data/validate-catalog';
import { openDatabase } from '../db/open-database';
import { IMPORT_ACTION } from '../releases/actions/release-actions';
import { requestFor } from '../releases/actions/requests';
import { loadAdminToken } from '../secrets';
import { SERVICE_NAME } from '../service-name';

/**
 * npm run db:import -- <file>
 * Checks every record first and prints one line per bad record; only a file without
 * errors is applied, all of it in one transaction. With PostgreSQL the import goes straight
 * to the database (running servers hear of it); the embedded database belongs to the running
 * server, so the file goes through its admin endpoint, or straight to the data folder when
 * no server runs. The admin token goes only to a server that says on /health it is this
 * site's: anything else on the port gets nothing, and the command stops with exit code 2.
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
    const viaServer = await importThroughServer(config.port, () => loadAdminToken(config.adminToken, config.varDir), data);
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

/** How long the server on the port has to say who it is. */
const IDENTIFY_TIMEOUT_MS = 10_000;

type Listener = 'none' | 'this-site' | 'other';

/** Who listens on the port, asked without any credential: nobody, this site's server, or something else. */
async function listenerOn(port: number): Promise<Listener> {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(IDENTIFY_TIMEOUT_MS) });
  } catch (error) {
    // Anything but a refused connection (no answer in time, a connection cut, an answer that is no HTTP) is a listener not known to be ours.
    return nothingListens(error) ? 'none' : 'other';
  }
  // A degraded server answers 503, and is still this site's.
  const body = (await response.json().catch(() => null)) as { service?: unknown } | null;
  return body?.service === SERVICE_NAME ? 'this-site' : 'other';
}

/** The connection was refused, or never tried: fetch connects to no port browsers block (such as 1). */
function nothingListens(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  return cause?.code === 'ECONNREFUSED' || cause?.message === 'bad port';
}

/** Returns the exit code, or null when no server is listening. */
async function importThroughServer(port: number, adminToken: () => Promise<string>, data: unknown): Promise<number | null> {
  const listener = await listenerOn(port);
  if (listener === 'none') return null;
  if (listener === 'other') {
    console.error(`Nothing was sent: what listens on 127.0.0.1:${port} does not answer /health as this site's server (service "${SERVICE_NAME}"); check PORT.`);
    return 2;
  }
  // The catalogue import's entry of the action table says where the server takes the file (its body is the whole input).
  const { method, url } = requestFor(IMPORT_ACTION, {});
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken()}` },
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
