import type { Database, Queryable } from '../../core/db/database';
import type { WhitelistEntry, WhitelistFile } from './whitelist-file';

/** Told after every import: running servers reload the list. */
export const WHITELIST_CHANNEL = 'whitelist_changed';

/** The stored list: its date, when and by whom it was imported, and its operators. */
export interface StoredWhitelist {
  /** ISO date of the list. */
  date: string;
  /** ISO moment of the import. */
  importedAt: string;
  importedBy: string;
  source: string;
  operators: WhitelistEntry[];
}

/**
 * Replaces the stored list with `list` in one transaction: a failed write leaves the old one
 * whole. Its date is the file's own, else `date` (the operator's), else the day of the import.
 */
export async function replaceWhitelist(db: Database, list: WhitelistFile, { importedBy, source, date }: { importedBy: string; source: string; date?: string | null }): Promise<StoredWhitelist> {
  const listDate = list.date ?? date ?? new Date().toISOString().slice(0, 10);
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM whitelist_operators');
    await tx.query(
      `INSERT INTO whitelist_operators (position, operator, domains, game_types, permitted_from, permitted_until)
       SELECT position, operator, domains::jsonb, game_types::jsonb, permitted_from::date, permitted_until::date
         FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS e(position, operator, domains, game_types, permitted_from, permitted_until)`,
      [
        list.operators.map((_, index) => index + 1),
        list.operators.map((entry) => entry.operator),
        list.operators.map((entry) => JSON.stringify(entry.domains)),
        list.operators.map((entry) => JSON.stringify(entry.gameTypes)),
        list.operators.map((entry) => entry.permittedFrom),
        list.operators.map((entry) => entry.permittedUntil),
      ],
    );
    await tx.query(
      `INSERT INTO whitelist (id, list_date, imported_at, imported_by, source) VALUES (true, $1::date, now(), $2, $3)
       ON CONFLICT (id) DO UPDATE SET list_date = EXCLUDED.list_date, imported_at = EXCLUDED.imported_at, imported_by = EXCLUDED.imported_by, source = EXCLUDED.source`,
      [listDate, importedBy, source],
    );
  });
  await db.notify(WHITELIST_CHANNEL, listDate);
  return (await loadWhitelist(db))!;
}

/** The stored list, or null when none was ever imported. */
export async function loadWhitelist(db: Queryable): Promise<StoredWhitelist | null> {
  const [head] = await db.query<{ list_date: string; imported_at: string; imported_by: string; source: string }>(
    `SELECT to_char(list_date, 'YYYY-MM-DD') AS list_date, to_char(imported_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS imported_at, imported_by, source FROM whitelist`,
  );
  if (!head) return null;
  const rows = await db.query<{ operator: string; domains: string[]; game_types: WhitelistEntry['gameTypes']; permitted_from: string | null; permitted_until: string | null }>(
    `SELECT operator, domains, game_types, to_char(permitted_from, 'YYYY-MM-DD') AS permitted_from, to_char(permitted_until, 'YYYY-MM-DD') AS permitted_until
       FROM whitelist_operators ORDER BY position`,
  );
  return {
    date: head.list_date,
    importedAt: head.imported_at,
    importedBy: head.imported_by,
    source: head.source,
    operators: rows.map((row) => ({ operator: row.operator, domains: row.domains, gameTypes: row.game_types, permittedFrom: row.permitted_from, permittedUntil: row.permitted_until })),
  };
}
