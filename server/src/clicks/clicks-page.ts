import { FILTER_REASONS } from './click-filter';
import { clickThroughRate, clicksBy, dayFigures, filteredByReason, pageFigures, placementFigures } from './report-figures';
import { MAX_REPORT_DAYS, type ReportRange } from '../core/report-range';
import type { ClickReportData } from './click-report';
import { html, type SafeHtml } from '../core/console/console-html';
import { dayChart } from './day-chart';

const REASONS: Record<(typeof FILTER_REASONS)[number], string> = {
  robot: 'robots and automated clients',
  head: 'HEAD requests',
  prefetch: 'prefetches',
  repeat: 'repeats of the same client within the window',
  withheld: "requests while the casino's calls to action were withheld (German advertising rules, licence setting)",
};

const rate = (clicks: number, views: number) => {
  const value = clickThroughRate(clicks, views);
  return value === null ? 'no page views' : `${(value * 100).toFixed(2)} %`;
};

const orNone = (value: string | number | null, none: string) => (value === null ? html`<i>${none}</i>` : typeof value === 'number' ? String(value) : html`<code>${value}</code>`);

/** The range form: a GET, as it changes nothing; the CSV link downloads the same range. */
function rangeForm(range: ReportRange): SafeHtml {
  const query = new URLSearchParams({ from: range.from, to: range.to }).toString();
  return html`<form class="card" method="get" action="/admin/console/clicks">
<h2>Days (UTC)</h2>
<label for="report-from">From</label><input id="report-from" name="from" type="date" required value="${range.from}">
<label for="report-to">To</label><input id="report-to" name="to" type="date" required value="${range.to}">
<p>At most ${MAX_REPORT_DAYS} days. Figures of the last few seconds may still be on their way from the servers.</p>
<div><button type="submit">Show</button> <a class="button" href="/admin/console/clicks.csv?${query}" download>Download as CSV</a></div>
</form>`;
}

function table(caption: string, head: readonly string[], rows: readonly SafeHtml[], empty: string): SafeHtml {
  if (!rows.length) return html`<h3>${caption}</h3><p>${empty}</p>`;
  return html`<div class="scroll"><table>
<caption><h3>${caption}</h3></caption>
<thead><tr>${head.map((cell) => html`<th scope="col">${cell}</th>`)}</tr></thead>
<tbody>${rows}</tbody>
</table></div>`;
}

/** The figures of a range: totals, the chart per day with its table, and the breakdowns. */
function figures(data: ClickReportData): SafeHtml {
  const days = dayFigures(data);
  const total = days.reduce((sum, day) => ({ clicks: sum.clicks + day.clicks, filtered: sum.filtered + day.filtered, views: sum.views + day.views }), { clicks: 0, filtered: 0, views: 0 });
  const reasons = filteredByReason(data);
  const summary = `Clicks per day from ${data.from} to ${data.to}: ${total.clicks} counted and ${total.filtered} filtered in all; the table below has each day's figures.`;
  const cell = (text: string) => html`<td>${text}</td>`;
  return html`<section aria-labelledby="totals">
<h2 id="totals">${total.clicks} counted clicks, ${total.filtered} filtered</h2>
<p>${total.views} page views; ${rate(total.clicks, total.views)} of them led to a counted click. Filtered: ${FILTER_REASONS.map((reason) => `${reasons[reason]} ${REASONS[reason]}`).join(', ')}.</p>
${dayChart(days, summary)}
${table(
  'Per day',
  ['Day', 'Counted clicks', 'Filtered', 'Page views', 'Click-through rate'],
  days.map((day) => html`<tr><th scope="row">${day.day}</th>${cell(String(day.clicks))}${cell(String(day.filtered))}${cell(String(day.views))}${cell(rate(day.clicks, day.views))}</tr>`),
  'No days.',
)}
</section>
<section aria-labelledby="by-page">
<h2 id="by-page">Pages and placements</h2>
<p>A click-through rate is counted clicks per page view of the page; a placement is a card's place in its list.</p>
${table(
  'Per page',
  ['Page', 'Language', 'Page views', 'Counted clicks', 'Click-through rate'],
  pageFigures(data, false).map((p) => html`<tr><td>${orNone(p.page, 'no page named')}</td>${cell(p.language ?? '')}${cell(String(p.views))}${cell(String(p.clicks))}${cell(rate(p.clicks, p.views))}</tr>`),
  'No page views or clicks in these days.',
)}
${table(
  'Per page and placement',
  ['Page', 'Placement', 'Counted clicks', 'Click-through rate'],
  placementFigures(data, false).map((p) => html`<tr><td>${orNone(p.page, 'no page named')}</td><td>${orNone(p.placement, 'outside a list')}</td>${cell(String(p.clicks))}${cell(rate(p.clicks, p.views))}</tr>`),
  'No clicks in these days.',
)}
</section>
<section aria-labelledby="by-other">
<h2 id="by-other">Casinos, languages and app versions</h2>
${table('Per casino', ['Casino', 'Counted clicks'], clicksBy(data, (row) => row.casino).map((row) => html`<tr><td><code>${row.key}</code></td>${cell(String(row.clicks))}</tr>`), 'No clicks in these days.')}
${table('Per language', ['Language', 'Counted clicks'], clicksBy(data, (row) => row.language ?? 'none').map((row) => html`<tr><td>${row.key}</td>${cell(String(row.clicks))}</tr>`), 'No clicks in these days.')}
${table(
  'Per app version that drew the page',
  ['App version', 'Counted clicks'],
  clicksBy(data, (row) => (row.app ? `${row.app} ${row.appVersion ?? '(not served)'}` : 'no page named')).map((row) => html`<tr><td><code>${row.key}</code></td>${cell(String(row.clicks))}</tr>`),
  'No clicks in these days.',
)}
${table(
  'Filtered clicks',
  ['Reason', 'Clicks'],
  FILTER_REASONS.map((reason) => html`<tr><th scope="row">${REASONS[reason]}</th>${cell(String(reasons[reason]))}</tr>`),
  '',
)}
</section>`;
}

/** The console's click report: the range form, then its figures, or what is wrong with the range. */
export function clicksPage(range: ReportRange, report: ClickReportData | { problem: string }): SafeHtml {
  return html`<h1>Clicks on play buttons</h1>
<p>Clicks on the play and claim buttons that reached <code>/go/</code>, per casino, page, placement, language and the app version that drew the page. Robots, HEAD requests, prefetches and the same client clicking the same casino again within the repeat window are filtered: sent on to the casino, counted apart.</p>
${rangeForm(range)}
${'problem' in report ? html`<p class="note refused" role="alert">${report.problem}</p>` : figures(report)}`;
}
