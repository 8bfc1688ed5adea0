import { summaryOf, type LinkStatus } from './link-changes';
import type { LinkHealthReport } from './link-health-store';
import { html, type SafeHtml } from '../core/console/console-html';
import { outcomeNote, type Outcome } from '../core/console/console-pages';

export interface LinkHealthPageData {
  report: LinkHealthReport;
  csrf: string;
  /** Whether the page offers to start a check now. */
  mayRun: boolean;
  outcome: Outcome | null;
}

const when = (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`;

/** A line whose `names` are parameter names, with those shown as code. */
const withCode = (line: string): SafeHtml => html`${line.split('`').map((part, index) => (index % 2 ? html`<code>${part}</code>` : part))}`;

function changesCell(link: LinkStatus): SafeHtml | string {
  if (link.firstCheck) return 'first check';
  if (!link.changes.length) return 'no change';
  return html`<ul>${link.changes.map((change) => html`<li>${withCode(change)}</li>`)}</ul>`;
}

function redirectsCell(link: LinkStatus): SafeHtml | string {
  const redirects = link.chain.length - 1;
  if (redirects < 1) return 'none';
  return html`<details><summary>${redirects} redirect${redirects > 1 ? 's' : ''}</summary><ol>${link.chain.map((hop) => html`<li>${hop.status} <code>${hop.url}</code></li>`)}</ol></details>`;
}

const row = (link: LinkStatus) =>
  html`<tr><td>${link.name}<br><code>${link.url}</code></td><td>${link.outcome === 'refused' ? html`<span class="pill bad">refused</span>` : link.broken ? html`<span class="pill bad">broken</span>` : html`<span class="pill good">works</span>`} ${withCode(summaryOf(link))}</td><td>${
    link.finalUrl ? html`${link.finalStatus} at <code>${link.finalUrl}</code>` : '—'
  }</td><td>${redirectsCell(link)}</td><td>${changesCell(link)}</td></tr>`;

/** The console's page of the affiliate links' health: the latest check, broken links first, and what changed since the one before. */
export function linkHealthPage({ report, csrf, mayRun, outcome }: LinkHealthPageData): SafeHtml {
  const { run, running, links } = report;
  const broken = links.filter((link) => link.broken).length;
  const changed = links.filter((link) => link.changes.length).length;
  return html`<h1>Affiliate links</h1>
${outcomeNote(outcome)}
<section aria-labelledby="last-check">
<h2 id="last-check">Last check</h2>
${run ? html`<p>${when(run.finishedAt)}, started by ${run.startedBy}: <strong>${broken} of ${links.length} broken</strong>, ${changed} changed since the check before.</p>` : html`<p>No check yet.</p>`}
${running ? html`<p class="note" role="status">A check started by ${running.startedBy} at ${when(running.since)} is running; <a href="/admin/console/link-health">reload this page</a> for its results.</p>` : ''}
<p>A link is broken when its last answer is not 2xx, on a certificate error, a timeout, no connection, more than ten redirects or a redirect to no web page, and when a query parameter of the stored URL (the tracking) does not arrive as it was. A link or redirect to an address that is not on the internet (this machine, a private network, a cloud's metadata service) is refused without being asked; LINK_CHECK_ALLOW_NETWORKS allows a network of yours.</p>
</section>
${
  mayRun
    ? html`<form class="card" method="post" action="/admin/console/link-health">
<h2>Check now</h2>
<input type="hidden" name="csrf" value="${csrf}">
<p>Asks every casino's affiliate URL once, as the scheduled check does; its results replace these when it ends.</p>
<div><button type="submit">Check every link now</button></div>
</form>`
    : ''
}
<h2>Links</h2>
<div class="scroll"><table>
<thead><tr><th scope="col">Casino and stored URL</th><th scope="col">State</th><th scope="col">Last answer</th><th scope="col">Redirects</th><th scope="col">Since the check before</th></tr></thead>
<tbody>${links.map(row)}</tbody>
</table></div>`;
}
