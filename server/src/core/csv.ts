/** A cell of a report's CSV: text, a number, or nothing. */
export type Cell = string | number | null;

/**
 * A spreadsheet runs a cell starting with one of these as a formula (a page path or a casino
 * name from the catalogue could: `=HYPERLINK(...)`, `-2+3`, `@SUM(...)`); such a cell gets a
 * leading apostrophe, which spreadsheets show as text and do not run.
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/**
 * One CSV field (RFC 4180): text is always quoted, its quotes doubled, so commas, quotes and
 * line breaks in it stay inside the field; numbers are written as they are; null is empty.
 */
export function csvField(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * A report's CSV file: the header's column names as they are, then the rows. UTF-8 with a byte
 * order mark, so spreadsheets read non-ASCII text right, and CRLF line ends.
 */
export const csvDocument = (header: readonly string[], rows: readonly (readonly Cell[])[]): string =>
  `\uFEFF${[header.join(','), ...rows.map((cells) => cells.map(csvField).join(','))].join('\r\n')}\r\n`;
