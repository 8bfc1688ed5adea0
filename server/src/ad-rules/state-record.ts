import type { Database, Queryable } from '../core/db/database';

/** A casino's calls to action as shown at a moment, and why (see catalogue's callsToActionStates). */
export interface CallToActionState {
  slug: string;
  name: string;
  shown: boolean;
  reasons: readonly string[];
  /** The whitelist's reason in words, where it is one. */
  detail: string | null;
}

export interface RecordedState extends CallToActionState {
  /** Since when (ISO). */
  since: string;
}

const sameState = (a: { shown: boolean; reasons: readonly string[]; detail: string | null }, b: { shown: boolean; reasons: readonly string[]; detail: string | null }) =>
  a.shown === b.shown && a.detail === b.detail && a.reasons.length === b.reasons.length && a.reasons.every((reason, i) => reason === b.reasons[i]);

/**
 * Keeps the states that changed since the record's latest rows, as of `at`: one row per casino
 * whose state differs. Every server showing the lists records; a lock on the record makes the
 * second server to see a change find the first one's row and add none. Returns how many rows.
 */
export async function recordStates(db: Database, states: readonly CallToActionState[], at: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('call_to_action_states'))");
    const latest = new Map(
      (await tx.query<{ casino_slug: string; shown: boolean; reasons: string[]; detail: string | null }>('SELECT casino_slug, shown, reasons, detail FROM call_to_action_now')).map((row) => [row.casino_slug, row]),
    );
    const changed = states.filter((state) => {
      const before = latest.get(state.slug);
      return !before || !sameState(before, state);
    });
    if (!changed.length) return 0;
    const columns = {
      slugs: changed.map((state) => state.slug),
      names: changed.map((state) => state.name),
      shown: changed.map((state) => state.shown),
      reasons: changed.map((state) => JSON.stringify(state.reasons)),
      details: changed.map((state) => state.detail),
    };
    const rows = 'SELECT * FROM unnest($1::text[], $2::text[], $3::boolean[], $4::text[], $5::text[]) AS s(slug, name, shown, reasons, detail)';
    const values = [columns.slugs, columns.names, columns.shown, columns.reasons, columns.details, at.toISOString()];
    await tx.query(
      `INSERT INTO call_to_action_states (casino_slug, changed_at, casino_name, shown, reasons, detail)
       SELECT slug, $6::timestamptz, name, shown, reasons::jsonb, detail FROM (${rows}) changed
       ON CONFLICT (casino_slug, changed_at) DO UPDATE SET shown = EXCLUDED.shown, reasons = EXCLUDED.reasons, detail = EXCLUDED.detail`,
      values,
    );
    await tx.query(
      `INSERT INTO call_to_action_now (casino_slug, changed_at, shown, reasons, detail)
       SELECT slug, $6::timestamptz, shown, reasons::jsonb, detail FROM (${rows}) changed
       ON CONFLICT (casino_slug) DO UPDATE SET changed_at = EXCLUDED.changed_at, shown = EXCLUDED.shown, reasons = EXCLUDED.reasons, detail = EXCLUDED.detail`,
      values,
    );
    return changed.length;
  });
}

/**
 * Every casino's recorded state at `at` (the latest row at or before it), or now; in the
 * catalogue's order where it still lists the casino, then by slug.
 */
export async function statesAt(db: Queryable, at: Date | null): Promise<RecordedState[]> {
  const rows = await db.query<{ casino_slug: string; casino_name: string; shown: boolean; reasons: string[]; detail: string | null; since: string }>(
    `SELECT s.casino_slug, s.casino_name, s.shown, s.reasons, s.detail, to_char(s.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS since
       FROM (SELECT DISTINCT ON (casino_slug) * FROM call_to_action_states WHERE changed_at <= COALESCE($1::timestamptz, now()) ORDER BY casino_slug, changed_at DESC) s
       LEFT JOIN casinos c ON c.slug = s.casino_slug
      ORDER BY c.position NULLS LAST, s.casino_slug`,
    [at?.toISOString() ?? null],
  );
  return rows.map((row) => ({ slug: row.casino_slug, name: row.casino_name, shown: row.shown, reasons: row.reasons, detail: row.detail, since: row.since }));
}
