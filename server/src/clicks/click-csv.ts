import type { ClickReportData } from './click-report';
import { clickThroughRate, pageFigures, placementFigures } from './report-figures';
import { csvDocument, type Cell } from '../core/csv';


export const CSV_COLUMNS = ['kind', 'day', 'page', 'language', 'placement', 'casino', 'app', 'app_version', 'filter_reason', 'clicks', 'page_views', 'click_through_rate'] as const;

const rate = (clicks: number, views: number) => {
  const value = clickThroughRate(clicks, views);
  return value === null ? null : Number(value.toFixed(4));
};

/**
 * The click report as CSV, one row per figure, each row's `kind` saying which:
 * - `page`: a page's counted clicks, its page views and the click-through rate (clicks per page view);
 * - `placement`: the same for one placement on the page (all casinos clicked there);
 * - `clicks`: counted clicks of one casino, page, placement, language and app version;
 * - `filtered`: clicks not counted, of one casino and reason.
 * Days are UTC; rows are in day order. UTF-8 with a byte order mark, so spreadsheets read
 * non-ASCII paths right, and CRLF line ends.
 */
export function clickReportCsv(data: ClickReportData): string {
  const pages = pageFigures(data, true);
  const placements = placementFigures(data, true);
  const rows: Array<{ day: string; order: number; cells: Cell[] }> = [
    ...pages.map((p) => ({ day: p.day!, order: 0, cells: ['page', p.day, p.page, p.language, null, null, null, null, null, p.clicks, p.views, rate(p.clicks, p.views)] })),
    ...placements.map((p) => ({ day: p.day!, order: 1, cells: ['placement', p.day, p.page, p.language, p.placement, null, null, null, null, p.clicks, p.views, rate(p.clicks, p.views)] })),
    ...data.clicks.map((c) => ({ day: c.day, order: 2, cells: ['clicks', c.day, c.page, c.language, c.placement, c.casino, c.app, c.appVersion, null, c.clicks, null, null] })),
    ...data.filtered.map((f) => ({ day: f.day, order: 3, cells: ['filtered', f.day, null, null, null, f.casino, null, null, f.reason, f.clicks, null, null] })),
  ];
  // A stable sort: within a day and kind the rows keep the order they were made in.
  rows.sort((a, b) => a.day.localeCompare(b.day) || a.order - b.order);
  return csvDocument(CSV_COLUMNS, rows.map((row) => row.cells));
}
