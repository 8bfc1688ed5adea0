import { parse } from 'csv-parse/sync';
import { PRODUCTS, PRODUCT_IDS, type ProductId } from '@casino/shared';

/** One operator of the regulator's whitelist. */
export interface WhitelistEntry {
  operator: string;
  /** Lower-case host names. */
  domains: string[];
  gameTypes: ProductId[];
  /** ISO dates (2026-01-31); null where the list gives none. */
  permittedFrom: string | null;
  permittedUntil: string | null;
}

export interface WhitelistFile {
  /** The list's own date (ISO), where the file gives one. */
  date: string | null;
  operators: WhitelistEntry[];
}

export type WhitelistReading = { ok: true; list: WhitelistFile } | { ok: false; errors: string[] };

/** A file larger than this is no whitelist (the regulator's has some hundred entries). */
export const MAX_WHITELIST_BYTES = 5 * 1024 * 1024;
/** Problems listed at most; a file with more is named as such. */
const MAX_PROBLEMS = 50;

/** The columns, by the regulator's German headers and English ones (lower case, without spaces and brackets). */
const COLUMNS: Record<keyof Omit<WhitelistEntry, never>, string[]> = {
  operator: ['veranstalter', 'anbieter', 'betreiber', 'operator'],
  domains: ['internetdomain', 'internetdomains', 'domain', 'domains', 'internetdomains'],
  gameTypes: ['glücksspielart', 'glücksspielarten', 'spielart', 'spielarten', 'gametypes', 'game_types', 'gametype'],
  permittedFrom: ['erlaubnisab', 'gültigab', 'erlaubnisvon', 'erteiltam', 'permittedfrom', 'permitted_from'],
  permittedUntil: ['erlaubnisbis', 'gültigbis', 'befristetbis', 'permitteduntil', 'permitted_until'],
};
/** A required column as an operator reads its name: the regulator's header and the English one. */
const COLUMN_NAMES = {
  operator: 'the operator (Veranstalter or operator)',
  domains: 'the domains (Internetdomain(s) or domains)',
  gameTypes: 'the game types (Glücksspielart(en) or game_types)',
} as const;
const headerKey = (header: string) => header.toLowerCase().replace(/[\s()"'-]/g, '');

/** Game types by id or by the regulator's name, in any case. */
const GAME_TYPES = new Map<string, ProductId>(PRODUCT_IDS.flatMap((id) => [[id, id], [PRODUCTS[id].regulator.toLowerCase(), id]] as Array<[string, ProductId]>));

const HOST = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A domain as the list writes it ("https://www.Example.de/", "example.de"), as a lower-case host; null when it is none. */
export function hostOfDomain(written: string): string | null {
  const value = written.trim().toLowerCase().replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/[/?#].*$/, '').replace(/:\d+$/, '').replace(/\.$/, '');
  return HOST.test(value) ? value : null;
}

/** A date as ISO (2026-01-31) or German (31.01.2026); null when it is none (or no day of the calendar). */
export function isoDate(written: string): string | null {
  const value = written.trim();
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  const iso = german ? `${german[3]}-${german[2]!.padStart(2, '0')}-${german[1]!.padStart(2, '0')}` : value;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

/** A cell or JSON value holding several items: commas, semicolons, slashes, line breaks between them. */
const itemsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/[,;/\n|]+/) : []).map((item) => item.trim()).filter(Boolean);

/**
 * The domains of a cell or JSON value: as itemsOf, but a slash separates two domains only where
 * it stands between them ("a.de / b.de", "a.de/b.de"); in an address it begins the path
 * ("https://www.a.de/de/" is one domain).
 */
function domainItemsOf(value: unknown): string[] {
  const pieces = (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/[,;\n|]+/) : []).map((item) => item.trim()).filter(Boolean);
  return pieces.flatMap((piece) => {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(piece)) return [piece];
    const parts = piece.split('/').map((part) => part.trim()).filter(Boolean);
    return parts.length > 1 && parts.every((part) => part.includes('.')) ? parts : [piece];
  });
}

/** Checks one entry as written; its problems are said with `where` (a line of the file). */
function entryOf(fields: Record<string, unknown>, where: string, problems: string[]): WhitelistEntry | null {
  const before = problems.length;
  const say = (problem: string) => problems.push(`${where}: ${problem}`);
  const operator = typeof fields.operator === 'string' ? fields.operator.trim() : '';
  if (!operator) say('the operator is missing');
  else if (operator.length > 300) say('the operator\'s name is longer than 300 characters');
  const domainsWritten = domainItemsOf(fields.domains);
  const domains: string[] = [];
  if (!domainsWritten.length) say(`${operator || 'the operator'} has no domain`);
  for (const written of domainsWritten.slice(0, 200)) {
    const host = hostOfDomain(written);
    if (host) domains.push(host);
    else say(`"${written.slice(0, 80)}" is not a domain such as example.de`);
  }
  const typesWritten = itemsOf(fields.gameTypes);
  const gameTypes: ProductId[] = [];
  if (!typesWritten.length) say(`${operator || 'the operator'} has no game type`);
  for (const written of typesWritten.slice(0, 20)) {
    const type = GAME_TYPES.get(written.toLowerCase());
    if (type) gameTypes.push(type);
    else say(`"${written.slice(0, 80)}" is no game type the site knows (${PRODUCT_IDS.map((id) => `${PRODUCTS[id].regulator} or ${id}`).join(', ')})`);
  }
  const dateOf = (name: 'permittedFrom' | 'permittedUntil', label: string) => {
    const value = fields[name];
    if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return null;
    const date = typeof value === 'string' ? isoDate(value) : null;
    if (!date) say(`the ${label} "${String(value).slice(0, 40)}" is not a date such as 2026-01-31 or 31.01.2026`);
    return date;
  };
  const permittedFrom = dateOf('permittedFrom', 'permission\'s start');
  const permittedUntil = dateOf('permittedUntil', 'permission\'s end');
  if (permittedFrom && permittedUntil && permittedUntil < permittedFrom) say(`the permission ends (${permittedUntil}) before it starts (${permittedFrom})`);
  if (problems.length > before) return null;
  return { operator, domains: [...new Set(domains)], gameTypes: [...new Set(gameTypes)], permittedFrom, permittedUntil };
}

function readCsv(text: string, problems: string[]): WhitelistEntry[] {
  let rows: Array<{ record: string[]; info: { lines: number } }>;
  // The regulator's German files use semicolons, other exports commas: the header line says which.
  const headerLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  const delimiter = (headerLine.match(/;/g)?.length ?? 0) >= (headerLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  try {
    rows = parse(text, { delimiter, bom: true, info: true, relax_column_count: true, trim: true, max_record_size: 100_000 }) as unknown as typeof rows;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    problems.push(`${line ? `line ${line}: ` : ''}the file cannot be read as CSV (${(error as Error).message.replace(/^Invalid Record Length: |^CsvError: /, '').slice(0, 200)})`);
    return [];
  }
  const [header, ...records] = rows;
  if (!header) return [];
  const keys = header.record.map(headerKey);
  const columnOf = Object.fromEntries(Object.entries(COLUMNS).map(([field, names]) => [field, keys.findIndex((key) => names.includes(key))])) as Record<keyof WhitelistEntry, number>;
  const missing = (['operator', 'domains', 'gameTypes'] as const).filter((field) => columnOf[field] < 0);
  if (missing.length) {
    problems.push(`line ${header.info.lines}: the header names no column for ${missing.map((field) => COLUMN_NAMES[field]).join(', ')} (it has ${header.record.slice(0, 20).map((name) => `"${name.slice(0, 40)}"`).join(', ')})`);
    return [];
  }
  const entries: WhitelistEntry[] = [];
  let lineEnd = header.info.lines;
  for (const { record, info } of records) {
    const start = lineEnd + 1;
    lineEnd = info.lines;
    if (record.every((cell) => !cell)) continue;
    const cell = (field: keyof WhitelistEntry) => (columnOf[field] >= 0 ? record[columnOf[field]] : undefined);
    const entry = entryOf({ operator: cell('operator'), domains: cell('domains'), gameTypes: cell('gameTypes'), permittedFrom: cell('permittedFrom'), permittedUntil: cell('permittedUntil') }, start === lineEnd ? `line ${start}` : `lines ${start}-${lineEnd}`, problems);
    if (entry) entries.push(entry);
    if (problems.length > MAX_PROBLEMS) break;
  }
  return entries;
}

/** The line each entry of the JSON list at `arrayStart` starts on, whatever its kind, found by reading the text as JSON does. */
function entryLines(text: string, arrayStart: number): number[] {
  const lines: number[] = [];
  let depth = 0;
  let inString = false;
  // At the list's own level: whether the next character that is not a space begins an entry.
  let awaitingEntry = false;
  let line = 1 + (text.slice(0, arrayStart).match(/\n/g)?.length ?? 0);
  for (let i = arrayStart; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') line++;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (/\s/.test(c)) continue;
    if (depth === 1 && awaitingEntry && c !== ']') {
      lines.push(line);
      awaitingEntry = false;
    }
    if (c === '"') inString = true;
    else if (c === '{' || c === '[') {
      depth++;
      if (depth === 1) awaitingEntry = true;
    } else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) break;
    } else if (c === ',' && depth === 1) awaitingEntry = true;
  }
  return lines;
}

function readJson(text: string, problems: string[]): { date: string | null; entries: WhitelistEntry[] } {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    problems.push(`the file is not JSON (${(error as Error).message.slice(0, 200)})`);
    return { date: null, entries: [] };
  }
  const operators = Array.isArray(data) ? data : (data as { operators?: unknown } | null)?.operators;
  if (!Array.isArray(operators)) {
    problems.push('the file holds no list of operators: give { "date": "2026-11-20", "operators": [ … ] } or the list itself');
    return { date: null, entries: [] };
  }
  let date: string | null = null;
  const written = Array.isArray(data) ? undefined : (data as { date?: unknown }).date;
  if (written !== undefined && written !== null) {
    date = typeof written === 'string' ? isoDate(written) : null;
    if (!date) problems.push(`the list's date "${String(written).slice(0, 40)}" is not a date such as 2026-11-20`);
  }
  const lines = entryLines(text, Array.isArray(data) ? text.indexOf('[') : text.indexOf('[', text.indexOf('"operators"')));
  const entries: WhitelistEntry[] = [];
  operators.forEach((item, index) => {
    if (problems.length > MAX_PROBLEMS) return;
    const where = `line ${lines[index] ?? '?'} (entry ${index + 1})`;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      problems.push(`${where}: an entry must be an object with operator, domains and gameTypes`);
      return;
    }
    const entry = entryOf(item as Record<string, unknown>, where, problems);
    if (entry) entries.push(entry);
  });
  return { date, entries };
}

/**
 * Reads the regulator's whitelist as it is published: CSV (`;` or `,`, as its header line uses, the regulator's German
 * headers or English ones) or JSON. A file with any problem is refused whole, each problem
 * with its line: the stored list is only ever replaced by a whole, checked one.
 */
export function readWhitelist(text: string, format: 'csv' | 'json'): WhitelistReading {
  if (Buffer.byteLength(text) > MAX_WHITELIST_BYTES) return { ok: false, errors: [`the file is larger than ${MAX_WHITELIST_BYTES / 1024 / 1024} MB; the regulator's list is far smaller`] };
  const problems: string[] = [];
  const { date, entries } = format === 'json' ? readJson(text, problems) : { date: null, entries: readCsv(text, problems) };
  if (problems.length > MAX_PROBLEMS) problems.splice(MAX_PROBLEMS, problems.length, `… and more: the first ${MAX_PROBLEMS} problems are listed`);
  if (!problems.length && !entries.length) problems.push('the file lists no operator');
  return problems.length ? { ok: false, errors: problems } : { ok: true, list: { date, operators: entries } };
}
