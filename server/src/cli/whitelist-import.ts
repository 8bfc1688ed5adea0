import '../core/production-default';
import { readFile, stat } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, SettingsError } from '../core/config';
import { DataFolderInUseError } from '../core/db/data-folder-lock';
import type { Database } from '../core/db/database';
import { openDatabase } from '../core/db/open-database';
import { loadAdminToken } from '../core/secrets';
import { heldElsewhere, sendThroughServer } from '../core/cli/import-through-server';
import { importLines, importWhitelist, whitelistFormat } from '../ad-rules/whitelist/import-whitelist';
import { isoDate, MAX_WHITELIST_BYTES, readWhitelist } from '../ad-rules/whitelist/whitelist-file';
import { WHITELIST_IMPORT_ACTION, type WhitelistImportAnswer } from '../ad-rules/whitelist/whitelist-steps';

/**
 * npm run whitelist:import -- <file> [--date YYYY-MM-DD]
 * Reads the regulator's whitelist as it is published (CSV or JSON) and checks all of it first:
 * a file with any problem is refused whole, one line per problem with its line in the file, and
 * the stored list stays (exit code 1). A good file replaces the stored list in one transaction.
 * With PostgreSQL the import goes straight to the database (running servers hear of it); the
 * embedded database belongs to the running server, so the file goes through its admin endpoint,
 * or straight to the data folder when no process has it open. The admin token goes only to a
 * server that says on /health it is this site's. Wrong usage, a missing file or a database out
 * of reach: exit code 2, in words.
 */
const USAGE = 'npm run whitelist:import -- <file> [--date YYYY-MM-DD]';
const COMMAND = 'npm run whitelist:import';
/** Exit codes: the file was refused (1), the command could not be carried out (2). */
const REFUSED = 1;
const CANNOT = 2;

type Usage = { file: string; date: string | null } | { problem: string };

/** The file and the list's date from the command line, or what is wrong with it in the operator's words. */
function usageOf(args: string[]): Usage {
  let parsed: ReturnType<typeof parseArgs<{ options: { date: { type: 'string' } }; allowPositionals: true; strict: true }>>;
  try {
    parsed = parseArgs({ args, options: { date: { type: 'string' } }, allowPositionals: true, strict: true });
  } catch (error) {
    const option = /'(-[^']*)'/.exec((error as Error).message)?.[1];
    if ((error as { code?: string }).code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return { problem: `--date needs a date such as 2026-11-20: ${USAGE}` };
    return { problem: `whitelist:import has no option ${option ?? (error as Error).message}; it takes the whitelist file and --date: ${USAGE}` };
  }
  const [file, extra] = parsed.positionals;
  if (!file) return { problem: `whitelist:import needs the whitelist file: ${USAGE}` };
  if (extra !== undefined) return { problem: `whitelist:import takes one file; "${extra}" is one too many: ${USAGE}` };
  const written = parsed.values.date;
  if (written === undefined) return { file, date: null };
  const date = isoDate(written);
  return date ? { file, date } : { problem: `--date must be a date such as 2026-11-20; "${written}" is not` };
}

/** Who imported, as the stored list says: the person at this terminal. */
function terminalUser(): string {
  try {
    return `npm run whitelist:import (${userInfo().username})`;
  } catch {
    return 'npm run whitelist:import';
  }
}

async function main(args: string[]): Promise<number> {
  const usage = usageOf(args);
  if ('problem' in usage) {
    console.error(usage.problem);
    return CANNOT;
  }
  const { file, date } = usage;
  const source = path.basename(file);
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch (error) {
    // No file to import is a command that cannot be carried out (2), not a list refused (1).
    console.error(`${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : `cannot be read (${(error as Error).message})`}; nothing was imported`);
    return CANNOT;
  }
  // Not read at all: the regulator's list is a few hundred lines, and a file this large is some other one.
  if (size > MAX_WHITELIST_BYTES) {
    console.error(`${source}: refused: larger than ${MAX_WHITELIST_BYTES / 1024 / 1024} MB, which no whitelist is; the stored whitelist stays as it was`);
    return REFUSED;
  }
  const text = await readFile(file, 'utf8');
  // Checked here first, so a bad file is refused the same way whichever way the list would be stored.
  const reading = readWhitelist(text, whitelistFormat(source, text));
  if (!reading.ok) {
    const count = reading.errors.length;
    console.error(`${source}: refused, ${count} problem${count === 1 ? '' : 's'}; the stored whitelist stays as it was`);
    for (const line of reading.errors) console.error(`  - ${line}`);
    return REFUSED;
  }
  const config = loadConfig();
  if (!config.databaseUrl) {
    const viaServer = await sendThroughServer<WhitelistImportAnswer>(config.port, () => loadAdminToken(config.adminToken, config.varDir), WHITELIST_IMPORT_ACTION, { source, text, ...(date ? { date } : {}) }, COMMAND);
    if (typeof viaServer === 'number') return viaServer;
    if (viaServer?.ok) {
      for (const line of importLines(viaServer.body as WhitelistImportAnswer)) console.log(line);
      console.log(`(through this site's server at ${viaServer.base}, which reads the list at once)`);
      if (!viaServer.body.rulesOn) console.log('AD_RULES is not de on that server: the list is stored, and read once the German rules are on');
      return 0;
    }
    if (viaServer) {
      console.error(`The running server refused the import: ${viaServer.body.message ?? viaServer.status}`);
      for (const line of viaServer.body.errors ?? []) console.error(`  - ${line}`);
      return viaServer.status >= 500 ? CANNOT : REFUSED;
    }
  }
  let db: Database;
  try {
    db = await openDatabase(config, { holder: 'npm run whitelist:import' });
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    console.error(heldElsewhere(error, config.port, COMMAND));
    return CANNOT;
  }
  try {
    const result = await importWhitelist(db, text, { source, date, importedBy: terminalUser(), maxAgeDays: config.whitelistMaxAgeDays });
    if (!result.ok) {
      console.error(result.message);
      for (const line of result.errors) console.error(`  - ${line}`);
      return REFUSED;
    }
    for (const line of importLines(result.imported)) console.log(line);
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
      process.exit(CANNOT);
    }
    console.error(`nothing was imported: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(CANNOT);
  },
);
