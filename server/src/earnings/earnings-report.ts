import type { Queryable } from '../core/db/database';
import type { ReportRange } from '../core/report-range';

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

/** The SQL of each group's key, over the clicks (`c`). */
const KEY_SQL: Record<EarningsGroup, string> = {
  placement: `coalesce(c.source_path, '(no page)') || coalesce(' #' || c.position, '')`,
  page: `coalesce(c.source_path, '(no page)')`,
  casino: 'c.casino_slug',
  language: `coalesce(c.language, '(none)')`,
  day: `to_char(c.clicked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
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
 */
export async function earningsReport(db: Queryable, range: ReportRange, by: EarningsGroup): Promise<EarningsReport> {
  const from = `${range.from}T00:00:00Z`;
  const until = new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000).toISOString();
  const rows = await db.query<{ key: string; clicks: string; registrations: string; firstDeposits: string; revenue: string }>(
    `WITH c AS (
       SELECT id, source_path, position, casino_slug, language, clicked_at FROM affiliate_clicks WHERE clicked_at >= $1::timestamptz AND clicked_at < $2::timestamptz
     ), v AS (
       SELECT v.click, count(*) FILTER (WHERE v.event = 'registration') AS registrations, count(*) FILTER (WHERE v.event = 'first_deposit') AS first_deposits, sum(v.amount_eur) AS revenue
       FROM conversions v JOIN c ON c.id = v.click GROUP BY v.click
     )
     SELECT ${KEY_SQL[by]} AS key, count(*) AS clicks, coalesce(sum(v.registrations), 0) AS registrations, coalesce(sum(v.first_deposits), 0) AS "firstDeposits", coalesce(sum(v.revenue), 0) AS revenue
     FROM c LEFT JOIN v ON v.click = c.id
     GROUP BY 1`,
    [from, until],
  );
  const unmatched = await db.query<{ network: string; conversions: string; revenue: string }>(
    `SELECT network, count(*) AS conversions, coalesce(sum(amount_eur), 0) AS revenue FROM conversions
     WHERE click IS NULL AND occurred_at >= $1::timestamptz AND occurred_at < $2::timestamptz GROUP BY network ORDER BY network`,
    [from, until],
  );
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
