import '../core/production-default';
import { readFile } from 'node:fs/promises';
import { loadConfig, SettingsError } from '../core/config';
import { importCatalog } from '../catalogue/import-catalog';
import { validateCatalog } from '../catalogue/validate-catalog';
import { DataFolderInUseError, describeHolder } from '../core/db/data-folder-lock';
import type { Database } from '../core/db/database';
import { openDatabase } from '../core/db/open-database';
import { IMPORT_ACTION } from '../catalogue/catalogue-steps';
import { requestFor } from '../core/steps/requests';
import { loadAdminToken } from '../core/secrets';
import { EXIT_ERROR } from '../core/cli/exit-codes';
import { listenerAt, notThisSite } from '../core/cli/server-identity';

/**
 * npm run db:import -- <file>
 * Checks every record first and prints one line per bad record; only a file without
 * errors is applied, all of it in one transaction. With PostgreSQL the import goes straight
 * to the database (running servers hear of it); the embedded database belongs to the running
 * server, so the file goes through its admin endpoint, or straight to the data folder when
 * no process has it open (a server on another port than PORT holds it: the command stops and
 * names that port). The admin token goes only to a server that says on /health it is this
 * site's: anything else on the port gets nothing, and the command stops with exit code 2.
 */
const USAGE = 'npm run db:import -- <catalog.json>';

/** What is wrong with the command line, in the operator's words, or null: one file, no options. */
function usageProblem(args: string[]): string | null {
  const option = args.find((arg) => arg.startsWith('-') && arg !== '-');
  if (option) return `db:import has no option ${option}; it takes the catalogue file: ${USAGE}`;
  if (!args.length) return `db:import needs the catalogue file: ${USAGE}`;
  if (args.length > 1) return `db:import takes one file; "${args[1]}" is one too many: ${USAGE}`;
  return null;
}

async function main(args: string[]): Promise<number> {
  const wrong = usageProblem(args);
  if (wrong) {
    console.error(wrong);
    return 2;
  }
  const file = args[0]!;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    // No file to import is a command that cannot be carried out (2), not a catalogue refused (1).
    console.error(`${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : `cannot be read (${(error as Error).message})`}; nothing was imported.`);
    return 2;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    console.error(`${file}: not JSON (${(error as Error).message}); nothing was imported.`);
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
  let db: Database;
  try {
    db = await openDatabase(config, { holder: 'npm run db:import' });
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    console.error(heldElsewhere(error, config.port));
    return 2;
  }
  try {
    const result = await importCatalog(db, validation.catalog);
    if (!result.ok) {
      console.error(`${file}: ${result.errors.length} invalid record(s); nothing was imported.`);
      for (const line of result.errors) console.error(`  ${line}`);
      return 1;
    }
    console.log(`Imported ${validation.catalog.casinos.length} casinos, ${validation.catalog.bonuses.length} bonuses, ${validation.catalog.locations.length} cities: catalogue version ${result.version}.`);
    return 0;
  } finally {
    await db.close();
  }
}

/**
 * The line for an embedded database another process holds: nothing was imported, and how to
 * reach the server that holds it (its PORT), whose admin endpoint takes the file instead.
 */
function heldElsewhere({ dataDir, holder }: DataFolderInUseError, port: number): string {
  const held = `nothing was imported: ${describeHolder(holder)} has the embedded database in ${dataDir} open`;
  if (!holder.what.startsWith('a server')) return `${held}; run the import again once it has ended`;
  const wanted = holder.port && holder.port !== port ? `PORT=${holder.port}` : 'PORT set to the port it listens on';
  return `${held}, and no server of this site answers at 127.0.0.1:${port} (PORT=${port}): run npm run db:import again with ${wanted}, so the import goes through that server`;
}

/** Returns the exit code, or null when no server is listening (and none said it is this site's). */
async function importThroughServer(port: number, adminToken: () => Promise<string>, data: unknown): Promise<number | null> {
  const base = `http://127.0.0.1:${port}`;
  const listener = await listenerAt(base);
  if (listener === 'none') return null;
  if (listener === 'other') {
    console.error(notThisSite(base, listener, { port, serverOption: false }));
    return 2;
  }
  // The catalogue import's entry of the action table says where the server takes the file (its body is the whole input).
  const { method, url } = requestFor(IMPORT_ACTION, {});
  let response: Response;
  try {
    response = await fetch(`${base}${url}`, {
      // A redirect would carry the token to wherever it points.
      redirect: 'manual',
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken()}` },
      body: JSON.stringify(data),
    });
  } catch (error) {
    // The server said it is this site's, so it has the database open: going to its folder directly would write behind its back.
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    console.error(`nothing was imported: this site's server at ${base} (PORT=${port}) did not answer the import (${cause?.code ?? cause?.message ?? (error as Error).message}); run npm run db:import again once it answers`);
    return 2;
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

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A tool for people, not a crash report: what stopped it in its own words, never a stack trace.
    if (error instanceof SettingsError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(`nothing was imported: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(EXIT_ERROR);
  },
);
