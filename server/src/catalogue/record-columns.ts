import type { TObject } from '@casino/shared/catalog-records';

/** A timestamp column as ISO text in UTC to the second, the same whatever the session's time zone. */
export const isoMoment = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The database names a record's field in snake case: verifiedAt is verified_at. */
export const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The SELECT list of an API record, one column per field of its schema, so a field added
 * to the record reaches the API without a second list here. `expressions` names the
 * fields that are not plain columns (a cast, a join, a derived value).
 */
export function selectList(schema: TObject, expressions: Record<string, string> = {}, table = '') {
  const prefix = table ? `${table}.` : '';
  return Object.keys(schema.properties)
    .map((field) => `${expressions[field] ?? prefix + columnOf(field)} AS "${field}"`)
    .join(', ');
}

/** A record's values in the order of its schema's fields; lists and objects are stored as JSON. */
export function columnValues(schema: TObject, record: Record<string, unknown>): unknown[] {
  return Object.keys(schema.properties).map((field) => {
    const value = record[field] ?? null;
    return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
  });
}
