import type { Database } from '../../core/db/database';
import { readWhitelist } from './whitelist-file';
import { replaceWhitelist, type StoredWhitelist } from './whitelist-store';

/** What an import answers: the stored list in numbers, where its date came from, and whether it is already due for a new one. */
export interface WhitelistImported {
  date: string;
  /** Where the list's date came from: the file itself, the operator's --date, or the day of the import. */
  dateFrom: 'file' | 'option' | 'import';
  operators: number;
  domains: number;
  importedAt: string;
  /** Said when the list's date is older than the allowed age (WHITELIST_MAX_AGE_DAYS). */
  warning: string | null;
}

export type WhitelistImport = { ok: true; imported: WhitelistImported } | { ok: false; message: string; errors: string[] };

const DAY_MS = 86_400_000;

/** CSV or JSON: by the file's name, else by its first character. */
export const whitelistFormat = (source: string, text: string): 'csv' | 'json' => (/\.json$/i.test(source) || (!/\.csv$/i.test(source) && /^\uFEFF?\s*[[{]/.test(text)) ? 'json' : 'csv');

/** The stored list in the numbers an import says, with a warning once its date is more than `maxAgeDays` ago. */
export function summaryOf(stored: StoredWhitelist, dateFrom: WhitelistImported['dateFrom'], maxAgeDays: number, now = Date.now()): WhitelistImported {
  const age = Math.floor((now - Date.parse(stored.date)) / DAY_MS);
  return {
    date: stored.date,
    dateFrom,
    operators: stored.operators.length,
    domains: stored.operators.reduce((sum, entry) => sum + entry.domains.length, 0),
    importedAt: stored.importedAt,
    warning: age > maxAgeDays ? `the list's date ${stored.date} is ${age} days ago, more than WHITELIST_MAX_AGE_DAYS (${maxAgeDays}): import the regulator's current list` : null,
  };
}

/** The lines an import prints for the operator: what was stored, where its date came from, and the warning. */
export function importLines(imported: WhitelistImported): string[] {
  return [
    `whitelist of ${imported.date} stored: ${imported.operators} operators, ${imported.domains} domains`,
    ...(imported.dateFrom === 'import' ? [`the file gives no date of its own: the list is dated ${imported.date}, the day of the import (give the regulator's with --date YYYY-MM-DD)`] : []),
    ...(imported.warning ? [`warning: ${imported.warning}`] : []),
  ];
}

/**
 * Reads `text` (the file named `source`) as the regulator's whitelist and, when it has no
 * problem, replaces the stored list with it in one transaction; running servers hear of it.
 * A file with any problem changes nothing and comes back with each problem's line.
 * `date` (ISO) is the operator's date for a file that gives none (CSV).
 */
export async function importWhitelist(
  db: Database,
  text: string,
  { source, date, importedBy, maxAgeDays }: { source: string; date: string | null; importedBy: string; maxAgeDays: number },
): Promise<WhitelistImport> {
  const reading = readWhitelist(text, whitelistFormat(source, text));
  if (!reading.ok) {
    const count = reading.errors.length;
    return { ok: false, message: `${source}: refused, ${count} problem${count === 1 ? '' : 's'}; the stored whitelist stays as it was`, errors: reading.errors };
  }
  const stored = await replaceWhitelist(db, reading.list, { importedBy, source, date });
  return { ok: true, imported: summaryOf(stored, reading.list.date ? 'file' : date ? 'option' : 'import', maxAgeDays) };
}
