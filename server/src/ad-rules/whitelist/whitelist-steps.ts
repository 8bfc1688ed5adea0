import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { defineAction, InvalidInputError, type ReleaseAction } from '../../core/steps/step';
import { ReleaseError, StepInputError } from '../../core/steps/step-error';
import { importLines, importWhitelist, type WhitelistImported } from './import-whitelist';
import { isoDate, MAX_WHITELIST_BYTES } from './whitelist-file';

/** What the admin API answers to an import: the stored list in numbers, and whether this server reads it. */
export interface WhitelistImportAnswer extends WhitelistImported {
  /** Whether this server follows the German rules, which read the list. */
  rulesOn: boolean;
}

/**
 * The regulator's whitelist, imported from its published file (CSV or JSON) by catalogue
 * editors and admins (scope `whitelist-import`): checked whole, then stored in one transaction;
 * every server reads it again at once. A file with any problem is refused with each problem's
 * line, and the stored list stays.
 */
const whitelistImport = defineAction({
  name: 'whitelist-import',
  summary: "Import the regulator's whitelist (CSV or JSON as published), replacing the stored list",
  http: { method: 'POST', path: '/admin/whitelist', bodyLimit: MAX_WHITELIST_BYTES * 2 },
  input: Type.Object({
    source: Type.String({ minLength: 1, maxLength: 300 }),
    text: Type.String({ maxLength: MAX_WHITELIST_BYTES }),
    date: Type.Optional(Type.String({ maxLength: 40 })),
  }),
  changes: 'data',
  work: async ({ input, services: { db, adRules }, actor }) => {
    const date = input.date ? isoDate(input.date) : null;
    if (input.date && !date) throw new StepInputError(400, `--date must be a date such as 2026-11-20; "${input.date}" is not`);
    const result = await importWhitelist(db, input.text, { source: input.source, date, importedBy: actor, maxAgeDays: adRules.whitelistMaxAgeDays });
    if (!result.ok) throw new InvalidInputError(result.message, result.errors);
    // This server at once; the others (and this one again) on the notice.
    await adRules.reload();
    return { ...result.imported, rulesOn: adRules.market === 'de' } satisfies WhitelistImportAnswer;
  },
  cli: {
    command: 'whitelist:import',
    usage: '<file> [--date YYYY-MM-DD]',
    note: "a CSV file has no date of its own: --date gives the list's, else it is the day of the import; exits with 1 when the file is refused",
    positionals: [{ field: 'source', missing: 'whitelist:import needs the whitelist file: npm run whitelist:import -- <file>' }],
    options: { date: { type: 'string', field: 'date', invalid: '--date needs a date such as 2026-11-20' } },
    run: async (args, client) => {
      const file = args.positionals[0]!;
      const size = await stat(file).then((info) => info.size, () => null);
      if (size === null) throw new ReleaseError(`${file}: no such file; nothing was imported`);
      if (size > MAX_WHITELIST_BYTES) throw new ReleaseError(`${file}: larger than ${MAX_WHITELIST_BYTES / 1024 / 1024} MB, which no whitelist is; nothing was imported`);
      const text = await readFile(file, 'utf8');
      const result = await client.request<WhitelistImportAnswer>('whitelist-import', { source: path.basename(file), text, ...(args.input.date ? { date: args.input.date } : {}) });
      for (const line of importLines(result)) console.log(line);
      if (!result.rulesOn) console.log('AD_RULES is not de on this server: the list is stored, and read once the German rules are on');
      return 0;
    },
  },
});

/** The import's entry of the step table: where a running server takes the file (see cli/whitelist-import.ts). */
export const WHITELIST_IMPORT_ACTION: ReleaseAction = whitelistImport;

export const WHITELIST_ACTIONS: readonly ReleaseAction[] = [whitelistImport];
