import type { Database, Queryable } from '../core/db/database';

/**
 * A day is closed, and may be rolled up, this long after it ended (UTC): a click is written in
 * the day it is made, and a click made at midnight has committed long before this.
 */
const CLOSED_AFTER_MINUTES = 10;

/** The rollup's advisory lock of a day, the key the triggers of migration 029 take shared. */
const DAY_LOCK = `hashtext('earnings_daily'), $1::date - date '2000-01-01'`;

const DAY_MS = 86_400_000;

/** The first day that is not final: days before it are older than the clicks are kept (the parameter `days`, CLICKS_RETENTION_DAYS). */
const finalBefore = (days: string) => `((now() - make_interval(days => ${days})) AT TIME ZONE 'UTC')::date`;

/**
 * The condition that a click (`c`) counts for a day rolled up and unchanged since: the retention
 * deletes only such clicks (clicks/click-retention.ts), and their day's rolled-up figures stay as
 * the report's record of it once they are gone.
 */
export const ROLLED_UP_CLICK = `EXISTS (SELECT 1 FROM earnings_days d WHERE d.day = (c.clicked_at AT TIME ZONE 'UTC')::date AND d.dirty_since IS NULL)`;

/**
 * The condition on the clicks (`c`) of the UTC days `days`, consecutive days joined into one
 * range of their time, and its parameters, numbered from `first`. Each range is read from the
 * index on the clicks' time, and the plan, made for the times given, knows how many clicks it
 * meets: a guess of hundreds of thousands had PostgreSQL compile the query (JIT), which took
 * longer than reading today's clicks.
 */
export function clicksOfDays(days: readonly string[], first: number): { sql: string; params: string[] } {
  const ranges: Array<[number, number]> = [];
  for (const day of [...days].sort()) {
    const start = Date.parse(`${day}T00:00:00Z`);
    const last = ranges.at(-1);
    if (last && last[1] === start) last[1] = start + DAY_MS;
    else ranges.push([start, start + DAY_MS]);
  }
  if (!ranges.length) return { sql: 'false', params: [] };
  return {
    sql: ranges.map((_range, index) => `(c.clicked_at >= $${first + 2 * index}::timestamptz AND c.clicked_at < $${first + 2 * index + 1}::timestamptz)`).join(' OR '),
    params: ranges.flatMap(([from, until]) => [new Date(from).toISOString(), new Date(until).toISOString()]),
  };
}

/**
 * The clicks that `where` picks (see clicksOfDays), each with its UTC day, their conversions
 * summed per click, and both grouped by day and by everything the report groups by: the figures
 * a rollup keeps of a day and the report reads live of the other days, one SQL for both, so the
 * two cannot count differently.
 */
export function dailyFiguresSql(where: string): string {
  return `WITH c AS (
      SELECT c.id, (c.clicked_at AT TIME ZONE 'UTC')::date AS day, c.source_path, c.position, c.casino_slug, c.language FROM affiliate_clicks c WHERE ${where}
    ), v AS (
      SELECT v.click, count(*) FILTER (WHERE v.event = 'registration') AS registrations, count(*) FILTER (WHERE v.event = 'first_deposit') AS first_deposits, sum(v.amount_eur) AS revenue
      FROM conversions v JOIN c ON c.id = v.click GROUP BY v.click
    )
    SELECT c.day, c.source_path, c.position, c.casino_slug, c.language, count(*) AS clicks,
           coalesce(sum(v.registrations), 0) AS registrations, coalesce(sum(v.first_deposits), 0) AS first_deposits, coalesce(sum(v.revenue), 0) AS revenue_eur
    FROM c LEFT JOIN v ON v.click = c.id
    GROUP BY c.day, c.source_path, c.position, c.casino_slug, c.language`;
}

/** The days from `from` to `to` (UTC, both included) that are rolled up and unchanged since: the report reads these from the rollup. */
export async function cleanDays(db: Queryable, from: string, to: string): Promise<Set<string>> {
  const rows = await db.query<{ day: string }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM earnings_days WHERE day BETWEEN $1::date AND $2::date AND dirty_since IS NULL`, [from, to]);
  return new Set(rows.map((row) => row.day));
}

/**
 * The closed days to roll up, newest first (the ones reports read most): those from the first
 * click on that were never rolled up, and those marked changed since they were, unless they are
 * final (see rollUpEarnings).
 */
async function dueDays(db: Database, keptDays: number): Promise<string[]> {
  const rows = await db.query<{ day: string }>(
    `WITH closed AS (
       SELECT (min(clicked_at) AT TIME ZONE 'UTC')::date AS first, ((now() - make_interval(mins => $1)) AT TIME ZONE 'UTC')::date - 1 AS last FROM affiliate_clicks
     )
     SELECT to_char(d.day, 'YYYY-MM-DD') AS day FROM (
       SELECT g::date AS day FROM closed, generate_series(closed.first, closed.last, interval '1 day') AS g
       WHERE NOT EXISTS (SELECT 1 FROM earnings_days r WHERE r.day = g::date)
       UNION
       SELECT r.day FROM earnings_days r, closed WHERE r.dirty_since IS NOT NULL AND r.day <= closed.last AND r.day >= ${finalBefore('$2')}
     ) AS d
     ORDER BY d.day DESC`,
    [CLOSED_AFTER_MINUTES, keptDays],
  );
  return rows.map((row) => row.day);
}

/**
 * Rolls up one closed day in one transaction: its rows are replaced by the grouped figures of
 * its clicks and the day is recorded clean, all or nothing. 'busy' when another server is
 * rolling it up or a change of its clicks or conversions has not committed yet (it holds the
 * day's lock shared): the next round takes it. 'done' when another server has just rolled it up.
 */
async function rollUpDay(db: Database, day: string): Promise<'rolled' | 'busy' | 'done'> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ taken: boolean }>(`SELECT pg_try_advisory_xact_lock(${DAY_LOCK}) AS taken`, [day]);
    if (!lock!.taken) return 'busy';
    // Each statement from here on sees what committed before the lock was taken: another server's rollup of the day included.
    const clean = await tx.query('SELECT 1 FROM earnings_days WHERE day = $1::date AND dirty_since IS NULL', [day]);
    if (clean.length) return 'done';
    await tx.query('DELETE FROM earnings_daily WHERE day = $1::date', [day]);
    const clicks = clicksOfDays([day], 1);
    await tx.query(
      `INSERT INTO earnings_daily (day, source_path, position, casino_slug, language, clicks, registrations, first_deposits, revenue_eur)
       ${dailyFiguresSql(clicks.sql)}`,
      clicks.params,
    );
    await tx.query(
      `INSERT INTO earnings_days (day, rolled_up_at) VALUES ($1::date, now())
       ON CONFLICT (day) DO UPDATE SET rolled_up_at = EXCLUDED.rolled_up_at, dirty_since = NULL`,
      [day],
    );
    return 'rolled';
  });
}

export interface RolledUp {
  /** The days rolled up (for the first time, or again after a change), newest first. */
  days: string[];
  /** The days left to the next round: another server was at them, or a change of them was committing. */
  busy: string[];
}

/**
 * Rolls up the closed days not yet rolled up and those changed since, each day in a transaction
 * of its own, until none is left or `stopped()` says the server is stopping. Several servers
 * run it at the same moment: each day goes to one of them (see rollUpDay), the others pass on
 * to the next day. Every server runs it every few minutes (earnings-plugin.ts); tests and the
 * bench call it to have the days rolled up at once.
 *
 * A day older than the clicks are kept (`keptDays`, CLICKS_RETENTION_DAYS) is final: its clicks
 * are being deleted, and rolling it up again would count only those left. A change of it (a
 * conversion of one of its last clicks) is let go: its mark is cleared and its figures stay.
 */
export async function rollUpEarnings(db: Database, { stopped = () => false, keptDays }: { stopped?: () => boolean; keptDays: number }): Promise<RolledUp> {
  const rolled: RolledUp = { days: [], busy: [] };
  await db.query(`UPDATE earnings_days SET dirty_since = NULL WHERE dirty_since IS NOT NULL AND day < ${finalBefore('$1')}`, [keptDays]);
  for (const day of await dueDays(db, keptDays)) {
    if (stopped()) break;
    const outcome = await rollUpDay(db, day);
    if (outcome === 'rolled') rolled.days.push(day);
    else if (outcome === 'busy') rolled.busy.push(day);
  }
  return rolled;
}
