import type { Database } from '../core/db/database';
import { daysOf, type ReportRange } from '../core/report-range';
import { cleanDays, clicksOfDays, dailyFiguresSql } from './earnings-rollup';

/** What a report row is grouped by. */
export const EARNINGS_GROUPS = ['placement', 'page', 'casino', 'language', 'day'] as const;
export type EarningsGroup = (typeof EARNINGS_GROUPS)[number];

/** One row of the report: what a group's clicks brought, by the day of the click. */
export interface EarningsRow {
  /** The group's value: `/casino-vergleich #2` for a placement, a path, a casino's slug, `de`, a day. */
  key: string;
  clicks: number;
  registrations: number;
  firstDeposits: number;
  /** Everything the networks paid for the group's clicks, in euros. */
  revenueEur: number;
  /** Registrations per click; null without clicks. */
  conversionRate: number | null;
  /** Earnings per click, in euros; null without clicks. */
  epc: number | null;
}

/** Conversions whose click id matched no click (kept, see conversions.ts), by network: money the report cannot place. */
export interface Unmatched {
  network: string;
  conversions: number;
  revenueEur: number;
}

export interface EarningsReport {
  range: ReportRange;
  by: EarningsGroup;
  rows: EarningsRow[];
  total: EarningsRow;
  unmatched: Unmatched[];
}

/**
 * The SQL of each group's key, over the day's figures (`e`: a rolled-up day's rows, or the same
 * columns made live from the clicks of a day that is not), whose columns are the clicks' own.
 */
const KEY_SQL: Record<EarningsGroup, string> = {
  placement: `coalesce(e.source_path, '(no page)') || coalesce(' #' || e.position, '')`,
  page: `coalesce(e.source_path, '(no page)')`,
  casino: 'e.casino_slug',
  language: `coalesce(e.language, '(none)')`,
  day: `to_char(e.day, 'YYYY-MM-DD')`,
};

const rowOf = (key: string, clicks: number, registrations: number, firstDeposits: number, revenueEur: number): EarningsRow => ({
  key,
  clicks,
  registrations,
  firstDeposits,
  revenueEur,
  conversionRate: clicks ? registrations / clicks : null,
  epc: clicks ? revenueEur / clicks : null,
});

/**
 * The earnings of the clicks made in the range (UTC days), grouped by `by`: a conversion counts
 * for its click's placement, page, casino, language and day, whenever it arrived, so a
 * placement's figures are what its clicks brought. Most revenue first.
 *
 * A closed day that is rolled up and unchanged since is read from its rolled-up rows
 * (earnings-rollup.ts); every other day (today, a day not rolled up yet, a day a late
 * conversion or a deleted click changed) from its clicks and their conversions, with the SQL
 * the rollup uses. The days' states and the figures are read in one snapshot (a read-only
 * transaction, REPEATABLE READ), and a change commits with its day's mark: the report sees
 * both or neither, so its figures are those the clicks give, at any moment.
 */
export async function earningsReport(db: Pick<Database, 'transaction'>, range: ReportRange, by: EarningsGroup): Promise<EarningsReport> {
  const from = `${range.from}T00:00:00Z`;
  const until = new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000).toISOString();
  const { rows, unmatched } = await db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const clean = await cleanDays(tx, range.from, range.to);
    const live = clicksOfDays(daysOf(range).filter((day) => !clean.has(day)), 2);
    const rows = await tx.query<{ key: string; clicks: string; registrations: string; firstDeposits: string; revenue: string }>(
      `WITH e AS (
         SELECT day, source_path, position, casino_slug, language, clicks, registrations, first_deposits, revenue_eur FROM earnings_daily WHERE day = ANY($1::date[])
         UNION ALL
         (${dailyFiguresSql(live.sql)})
       )
       SELECT ${KEY_SQL[by]} AS key, sum(e.clicks) AS clicks, sum(e.registrations) AS registrations, sum(e.first_deposits) AS "firstDeposits", sum(e.revenue_eur) AS revenue
       FROM e
       GROUP BY 1`,
      [[...clean], ...live.params],
    );
    const unmatched = await tx.query<{ network: string; conversions: string; revenue: string }>(
      `SELECT network, count(*) AS conversions, coalesce(sum(amount_eur), 0) AS revenue FROM conversions
       WHERE click IS NULL AND occurred_at >= $1::timestamptz AND occurred_at < $2::timestamptz GROUP BY network ORDER BY network`,
      [from, until],
    );
    return { rows, unmatched };
  });
  const report = rows
    .map((row) => rowOf(row.key, Number(row.clicks), Number(row.registrations), Number(row.firstDeposits), Number(row.revenue)))
    .sort((a, b) => b.revenueEur - a.revenueEur || b.clicks - a.clicks || a.key.localeCompare(b.key));
  const sum = (pick: (row: EarningsRow) => number) => report.reduce((total, row) => total + pick(row), 0);
  return {
    range,
    by,
    rows: report,
    total: rowOf('all', sum((row) => row.clicks), sum((row) => row.registrations), sum((row) => row.firstDeposits), Math.round(sum((row) => row.revenueEur) * 100) / 100),
    unmatched: unmatched.map((row) => ({ network: row.network, conversions: Number(row.conversions), revenueEur: Number(row.revenue) })),
  };
}
