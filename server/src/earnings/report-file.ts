import { parse } from 'csv-parse/sync';

/** The fields of a conversion a report's columns may hold, as the postbacks name them. */
export const REPORT_FIELDS = ['click_id', 'event', 'amount', 'currency', 'conversion_id', 'time'] as const;
export type ReportField = (typeof REPORT_FIELDS)[number];
/** Which column header holds which field, for one network's files. */
export type ReportColumns = Partial<Record<ReportField, string>>;

/** A report's rows as fields by the postbacks' names, each with the line it starts on; or why the file cannot be read. */
export type ReportRows = { rows: Array<{ line: number; fields: Record<string, string> }> } | { problem: string };

const key = (header: string) => header.trim().toLowerCase();

/**
 * A network's CSV report, `;` or `,` as its header line says, read into the fields of a
 * conversion by `columns` (header by field; a field without one is read from a column named as
 * the postbacks name it, `click_id`, `event` ...). The file's other columns are left alone. A
 * header that lacks the click id's, the conversion id's or the event's column refuses the file.
 */
export function readReport(text: string, columns: ReportColumns): ReportRows {
  const headerLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  const delimiter = (headerLine.match(/;/g)?.length ?? 0) > (headerLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, { delimiter, bom: true, info: true, relax_column_count: true, trim: true, skip_empty_lines: true, max_record_size: 100_000 }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { problem: `${line ? `line ${line}: ` : ''}the file cannot be read as CSV (${(error as Error).message.replace(/^CsvError: /, '').slice(0, 200)})` };
  }
  const [header, ...body] = records;
  if (!header) return { problem: 'the file is empty' };
  const keys = header.record.map(key);
  const indexOf = Object.fromEntries(REPORT_FIELDS.map((field) => [field, keys.indexOf(key(columns[field] ?? field))])) as Record<ReportField, number>;
  const missing = (['click_id', 'conversion_id', 'event'] as const).filter((field) => indexOf[field] < 0);
  if (missing.length) {
    const wanted = missing.map((field) => `${field} (column "${columns[field] ?? field}")`).join(', ');
    return { problem: `line ${header.info.lines}: the header has no column for ${wanted}; it has ${header.record.slice(0, 20).map((name) => `"${name.slice(0, 40)}"`).join(', ')}. Name the network's columns with npm run network -- columns` };
  }
  const rows = body.map(({ record, info }) => ({
    line: info.lines,
    fields: Object.fromEntries(REPORT_FIELDS.flatMap((field) => (indexOf[field] >= 0 && record[indexOf[field]] !== undefined ? [[field, record[indexOf[field]]!]] : []))),
  }));
  return { rows };
}
