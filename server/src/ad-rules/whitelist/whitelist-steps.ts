import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { defineAction, InvalidInputError, type ReleaseAction } from '../../core/steps/step';
import { ReleaseError, StepInputError } from '../../core/steps/step-error';
import { isoDate, MAX_WHITELIST_BYTES, readWhitelist } from './whitelist-file';
import { replaceWhitelist } from './whitelist-store';

/** What an import answers: the stored list in numbers, and whether it is already due for a new one. */
export interface WhitelistImported {
  date: string;
  operators: number;
  domains: number;
  importedAt: string;
  /** Said when the list's date is older than WHITELIST_MAX_AGE_DAYS. */
  warning: string | null;
  /** Whether this server follows the German rules, which read the list. */
  rulesOn: boolean;
}

const DAY_MS = 86_400_000;
const format = (source: string, text: string): 'csv' | 'json' => (/\.json$/i.test(source) || /^\uFEFF?\s*[[{]/.test(text) ? 'json' : 'csv');

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
    const maxAge = adRules.whitelistMaxAgeDays;
    const date = input.date ? isoDate(input.date) : null;
    if (input.date && !date) throw new StepInputError(400, `--date must be a date such as 2026-11-20; "${input.date}" is not`);
    const reading = readWhitelist(input.text, format(input.source, input.text));
    if (!reading.ok) throw new InvalidInputError(`${input.source}: refused, ${reading.errors.length} problem${reading.errors.length === 1 ? '' : 's'}; the stored whitelist stays as it was`, reading.errors);
    const stored = await replaceWhitelist(db, reading.list, { importedBy: actor, source: input.source, date });
    // This server at once; the others (and this one again) on the notice.
    await adRules.reload();
    const age = Math.floor((Date.now() - Date.parse(stored.date)) / DAY_MS);
    return {
      date: stored.date,
      operators: stored.operators.length,
      domains: stored.operators.reduce((sum, entry) => sum + entry.domains.length, 0),
      importedAt: stored.importedAt,
      warning: age > maxAge ? `the list's date ${stored.date} is ${age} days ago, more than WHITELIST_MAX_AGE_DAYS (${maxAge}): import the regulator's current list` : null,
      rulesOn: adRules.market === 'de',
    } satisfies WhitelistImported;
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
      const result = await client.request<WhitelistImported>('whitelist-import', { source: path.basename(file), text, ...(args.input.date ? { date: args.input.date } : {}) });
      console.log(`whitelist of ${result.date} stored: ${result.operators} operators, ${result.domains} domains`);
      if (result.warning) console.log(`warning: ${result.warning}`);
      if (!result.rulesOn) console.log('AD_RULES is not de on this server: the list is stored, and read once the German rules are on');
      return 0;
    },
  },
});

export const WHITELIST_ACTIONS: readonly ReleaseAction[] = [whitelistImport];
