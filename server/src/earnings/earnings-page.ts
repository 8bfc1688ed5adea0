import { html, SafeHtml } from '../core/console/console-html';
import { MAX_REPORT_DAYS, type ReportRange } from '../core/report-range';
import { EARNINGS_GROUPS, type EarningsGroup, type EarningsReport, type EarningsRow } from './earnings-report';

const GROUP_NAMES: Record<EarningsGroup, string> = { placement: 'Placement (page and card position)', page: 'Page', casino: 'Casino', language: 'Language', day: 'Day (of the click, UTC)' };

const euros = (value: number | null) => (value === null ? html`<i>no clicks</i>` : `€${value.toFixed(2)}`);
const percent = (value: number | null) => (value === null ? html`<i>no clicks</i>` : `${(value * 100).toFixed(2)} %`);
const rowCells = (row: EarningsRow, head: SafeHtml) =>
  html`<tr>${head}<td>${row.clicks}</td><td>${row.registrations}</td><td>${row.firstDeposits}</td><td>${euros(row.revenueEur)}</td><td>${percent(row.conversionRate)}</td><td>${euros(row.epc)}</td></tr>`;

/** The range and grouping form: a GET, as it changes nothing; the CSV link downloads the same report. */
function reportForm(range: ReportRange, by: EarningsGroup): SafeHtml {
  const query = new URLSearchParams({ from: range.from, to: range.to, by }).toString();
  return html`<form class="card" method="get" action="/admin/console/earnings">
<h2>Clicks of these days (UTC)</h2>
<label for="earnings-from">From</label><input id="earnings-from" name="from" type="date" required value="${range.from}">
<label for="earnings-to">To</label><input id="earnings-to" name="to" type="date" required value="${range.to}">
<label for="earnings-by">By</label>
<select id="earnings-by" name="by">${EARNINGS_GROUPS.map((group) => html`<option value="${group}"${group === by ? new SafeHtml(' selected') : ''}>${GROUP_NAMES[group]}</option>`)}</select>
<p>At most ${MAX_REPORT_DAYS} days. A conversion counts for its click: its placement, page, casino, language and day, whenever the network reported it.</p>
<div><button type="submit">Show</button> <a class="button" href="/admin/console/earnings.csv?${query}" download>Download as CSV</a></div>
</form>`;
}

/** The console's earnings page: the chart of the days, the report's table by the grouping asked for, and what could not be placed. */
export function earningsPage(range: ReportRange, by: EarningsGroup, found: { report: EarningsReport; chart: string } | { problem: string }): SafeHtml {
  if ('problem' in found) return html`<h1>Earnings</h1>${reportForm(range, by)}<div class="note refused" role="alert"><p><strong>${found.problem}</strong></p></div>`;
  const { report, chart } = found;
  const head = html`<thead><tr><th scope="col">${GROUP_NAMES[by]}</th><th scope="col">Clicks</th><th scope="col">Registrations</th><th scope="col">First deposits</th><th scope="col">Revenue</th><th scope="col">Conversion rate</th><th scope="col">Earnings per click</th></tr></thead>`;
  return html`<h1>Earnings</h1>
${reportForm(range, by)}
<section>
<h2>Revenue and earnings per click, by day</h2>
<div class="scroll">${new SafeHtml(chart)}</div>
</section>
<div class="scroll"><table>
<caption><h2>By ${GROUP_NAMES[by].toLowerCase()}</h2></caption>
${head}
<tbody>${report.rows.map((row) => rowCells(row, html`<th scope="row"><code>${row.key}</code></th>`))}</tbody>
<tfoot>${rowCells(report.total, html`<th scope="row">All clicks</th>`)}</tfoot>
</table></div>
${
  report.unmatched.length
    ? html`<h2>Conversions no click of the site matches</h2><p>Kept as the networks sent them; their revenue is in no row above.</p>
<ul>${report.unmatched.map((network) => html`<li><code>${network.network}</code>: ${network.conversions} conversions, ${euros(network.revenueEur)}</li>`)}</ul>`
    : ''
}`;
}
