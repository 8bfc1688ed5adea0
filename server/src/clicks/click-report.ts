import type { Queryable } from '../core/db/database';
import type { FilterReason } from './click-filter';
import type { ReportRange } from '../core/report-range';

/** Counted clicks of one day, casino, page, placement, language and app version. */
export interface ClickRow {
  day: string;
  casino: string;
  /** The source page's path; null for a click that named none. */
  page: string | null;
  placement: number | null;
  language: 'de' | 'en' | null;
  app: string | null;
  appVersion: string | null;
  clicks: number;
}

export interface PageViewRow {
  day: string;
  page: string;
  language: 'de' | 'en';
  views: number;
}

export interface FilteredRow {
  day: string;
  casino: string;
  reason: FilterReason;
  clicks: number;
}

/** The report's figures of a range of UTC days: counted clicks, page views and filtered clicks. */
export interface ClickReportData extends ReportRange {
  clicks: ClickRow[];
  pageViews: PageViewRow[];
  filtered: FilteredRow[];
}

const DAY = `to_char(day, 'YYYY-MM-DD') AS day`;

export async function clickReportData(db: Queryable, range: ReportRange): Promise<ClickReportData> {
  // The clicks' times as UTC days: from the first day's midnight (UTC) to the midnight after the last.
  const [clicks, pageViews, filtered] = await Promise.all([
    db.query<ClickRow>(
      `SELECT to_char(clicked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, casino_slug AS casino, source_path AS page, position AS placement, language,
         page_app AS app, app_version AS "appVersion", count(*)::int AS clicks
       FROM affiliate_clicks
       WHERE clicked_at >= ($1::date)::timestamp AT TIME ZONE 'UTC' AND clicked_at < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'
       GROUP BY 1, 2, 3, 4, 5, 6, 7
       ORDER BY 1, 3 NULLS LAST, 4 NULLS LAST, 2, 5, 6, 7`,
      [range.from, range.to],
    ),
    db.query<PageViewRow>(`SELECT ${DAY}, path AS page, language, views FROM page_views WHERE day BETWEEN $1::date AND $2::date ORDER BY day, path`, [range.from, range.to]),
    db.query<FilteredRow>(
      `SELECT ${DAY}, casino_slug AS casino, reason, count AS clicks FROM affiliate_clicks_filtered WHERE day BETWEEN $1::date AND $2::date ORDER BY day, casino_slug, reason`,
      [range.from, range.to],
    ),
  ]);
  return { ...range, clicks, pageViews, filtered };
}
