import '../core/production-default';
import { readFile } from 'node:fs/promises';
import { loadConfig, SettingsError } from '../core/config';
import { importCatalog } from '../catalogue/import-catalog';
import { validateCatalog } from '../catalogue/validate-catalog';
import { DataFolderInUseError } from '../core/db/data-folder-lock';
import type { Database } from '../core/db/database';
import { openDatabase } from '../core/db/open-database';
import { IMPORT_ACTION } from '../catalogue/catalogue-steps';
import { loadAdminToken } from '../core/secrets';
import { EXIT_ERROR } from '../core/cli/exit-codes';
import { heldElsewhere, sendThroughServer } from '../core/cli/import-through-server';

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
const COMMAND = 'npm run db:import';

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
    const viaServer = await sendThroughServer<{ version: number }>(config.port, () => loadAdminToken(config.adminToken, config.varDir), IMPORT_ACTION, data as Record<string, unknown>, COMMAND);
    if (typeof viaServer === 'number') return viaServer;
    if (viaServer?.ok) {
      console.log(`Imported through the running server: catalogue version ${viaServer.body.version}.`);
      return 0;
    }
    if (viaServer) {
      console.error(`The running server refused the import: ${viaServer.body.message ?? viaServer.status}`);
      for (const line of viaServer.body.errors ?? []) console.error(`  ${line}`);
      return 1;
    }
  }
  let db: Database;
  try {
    db = await openDatabase(config, { holder: 'npm run db:import' });
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    console.error(heldElsewhere(error, config.port, COMMAND));
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
