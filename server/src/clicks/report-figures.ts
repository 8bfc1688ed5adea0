import type { ClickReportData } from './click-report';
import { FILTER_REASONS, type FilterReason } from './click-filter';
import { daysOf } from '../core/report-range';

/** A page's clicks against its page views, per day or over the whole range (day null). */
export interface PageFigure {
  day: string | null;
  /** Null: clicks that named no source page (they have no page views to be measured against). */
  page: string | null;
  language: 'de' | 'en' | null;
  clicks: number;
  views: number;
}

/** The same for one placement (a card's place in its list; null for buttons outside a list). */
export interface PlacementFigure extends PageFigure {
  placement: number | null;
}

/** Clicks per page view, or null where there were no page views to measure against. */
export const clickThroughRate = (clicks: number, views: number): number | null => (views > 0 ? clicks / views : null);

const languageOf = (page: string | null): 'de' | 'en' | null => (page === null ? null : page === '/en' || page.startsWith('/en/') ? 'en' : 'de');

/** Adds to the entry of `key` (made by `make` the first time). */
function tally<T>(into: Map<string, T>, key: string, make: () => T, add: (entry: T) => void) {
  let entry = into.get(key);
  if (!entry) into.set(key, (entry = make()));
  add(entry);
}

/** Every page with page views or clicks, with both: per day (`perDay`) or over the range. */
export function pageFigures(data: ClickReportData, perDay: boolean): PageFigure[] {
  const pages = new Map<string, PageFigure>();
  const make = (day: string, page: string | null) => () => ({ day: perDay ? day : null, page, language: languageOf(page), clicks: 0, views: 0 });
  for (const row of data.pageViews) tally(pages, `${perDay ? row.day : ''}\t${row.page}`, make(row.day, row.page), (entry) => (entry.views += row.views));
  for (const row of data.clicks) tally(pages, `${perDay ? row.day : ''}\t${row.page ?? ''}`, make(row.day, row.page), (entry) => (entry.clicks += row.clicks));
  return [...pages.values()].sort(byDayAndPage);
}

/** Every placement clicked on a page, measured against the page's views. */
export function placementFigures(data: ClickReportData, perDay: boolean): PlacementFigure[] {
  const views = new Map(pageFigures(data, perDay).map((figure) => [`${figure.day ?? ''}\t${figure.page ?? ''}`, figure.views]));
  const placements = new Map<string, PlacementFigure>();
  for (const row of data.clicks) {
    const day = perDay ? row.day : null;
    const page = `${day ?? ''}\t${row.page ?? ''}`;
    tally(
      placements,
      `${page}\t${row.placement ?? ''}`,
      () => ({ day, page: row.page, language: languageOf(row.page), placement: row.placement, clicks: 0, views: views.get(page) ?? 0 }),
      (entry) => (entry.clicks += row.clicks),
    );
  }
  return [...placements.values()].sort((a, b) => byDayAndPage(a, b) || (a.placement ?? Infinity) - (b.placement ?? Infinity));
}

function byDayAndPage(a: PageFigure, b: PageFigure): number {
  return (a.day ?? '').localeCompare(b.day ?? '') || (a.page === null ? 1 : b.page === null ? -1 : a.page.localeCompare(b.page));
}

export interface DayFigure {
  day: string;
  clicks: number;
  filtered: number;
  views: number;
}

/** Every day of the range with its counted clicks, filtered clicks and page views (zero where none). */
export function dayFigures(data: ClickReportData): DayFigure[] {
  const days = new Map(daysOf(data).map((day) => [day, { day, clicks: 0, filtered: 0, views: 0 }]));
  const add = (day: string, figure: 'clicks' | 'filtered' | 'views', count: number) => {
    const entry = days.get(day);
    if (entry) entry[figure] += count;
  };
  for (const row of data.clicks) add(row.day, 'clicks', row.clicks);
  for (const row of data.filtered) add(row.day, 'filtered', row.clicks);
  for (const row of data.pageViews) add(row.day, 'views', row.views);
  return [...days.values()];
}

/** Counted clicks over the range by one column (casino, language, app version), most first. */
export function clicksBy(data: ClickReportData, key: (row: ClickReportData['clicks'][number]) => string): Array<{ key: string; clicks: number }> {
  const totals = new Map<string, number>();
  for (const row of data.clicks) totals.set(key(row), (totals.get(key(row)) ?? 0) + row.clicks);
  return [...totals].map(([name, clicks]) => ({ key: name, clicks })).sort((a, b) => b.clicks - a.clicks || a.key.localeCompare(b.key));
}

/** Filtered clicks over the range by reason, every reason listed. */
export function filteredByReason(data: ClickReportData): Record<FilterReason, number> {
  const totals = Object.fromEntries(FILTER_REASONS.map((reason) => [reason, 0])) as Record<FilterReason, number>;
  for (const row of data.filtered) totals[row.reason] += row.clicks;
  return totals;
}
