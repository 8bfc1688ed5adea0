import type { Database } from '../core/db/database';
import { eurosPer, recordConversion, type Recorded } from './conversions';
import type { Network } from './networks';
import { readConversion } from './postback';
import { readReport } from './report-file';

/** What an import of a report file did: rows by outcome, and each refused row's line and reasons. */
export interface ReportImported {
  network: string;
  rows: number;
  counted: number;
  unmatched: number;
  duplicate: number;
  refused: number;
  /** The first refusals, one line each (the summary stays readable for a file of thousands of bad rows). */
  refusals: string[];
}

/** The refusals a summary lists; the count says how many there were. */
const LISTED = 50;

/**
 * A network's report file into the conversions, with the postbacks' rules: a conversion id
 * counts once, whether it came by postback or in an earlier file; an unknown click id is kept
 * as unmatched; a row that is no conversion, too old, or in a currency without a rate is
 * refused with its line, and the file's valid rows are taken all the same (running the file
 * again after mending it takes the mended rows and changes nothing of the others).
 */
export async function importReport(db: Database, network: Network, text: string, limits: { maxAgeDays: number; now: number }): Promise<ReportImported | { problem: string }> {
  const read = readReport(text, network.reportColumns);
  if ('problem' in read) return read;
  const summary: ReportImported = { network: network.name, rows: read.rows.length, counted: 0, unmatched: 0, duplicate: 0, refused: 0, refusals: [] };
  const refuse = (line: number, reasons: string[]) => {
    summary.refused++;
    if (summary.refusals.length < LISTED) summary.refusals.push(`line ${line}: ${reasons.join('; ')}`);
  };
  const rates = new Map<string, number | null>();
  for (const { line, fields } of read.rows) {
    const conversion = readConversion(fields, network, limits);
    if ('problems' in conversion) {
      refuse(line, conversion.problems);
      continue;
    }
    const { currency } = conversion.conversion;
    if (!rates.has(currency)) rates.set(currency, await eurosPer(db, currency));
    const rate = rates.get(currency)!;
    if (rate === null) {
      refuse(line, [`no rate for ${currency} is kept (npm run network -- rate ${currency} <euros>)`]);
      continue;
    }
    const outcome: Recorded = await recordConversion(db, network.name, conversion.conversion, rate, 'report');
    summary[outcome]++;
  }
  return summary;
}
