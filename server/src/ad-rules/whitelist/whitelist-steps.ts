import { Type } from '@sinclair/typebox';
import { defineAction, InvalidInputError, type ReleaseAction } from '../../core/steps/step';
import { StepInputError } from '../../core/steps/step-error';
import { importWhitelist, type WhitelistImported } from './import-whitelist';
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
});

/** The import's entry of the step table: where a running server takes the file (see cli/whitelist-import.ts). */
export const WHITELIST_IMPORT_ACTION: ReleaseAction = whitelistImport;

export const WHITELIST_ACTIONS: readonly ReleaseAction[] = [whitelistImport];
