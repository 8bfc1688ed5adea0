import type { ReleaseAction } from '../core/steps/step';
import type { AuditRow, CanaryRow, ReleaseRow } from './registry';
import type { ReleaseDiff } from './release-diff';
import type { CountKind } from './version-counts';
import type { RecentVitals } from './vitals';
import { actionForms } from '../core/console/console-forms';
import { html, lineChart, type SafeHtml } from '../core/console/console-html';
import { speedSection } from './speed-table';
import { outcomeNote, type Outcome } from '../core/console/console-pages';

export interface AppSummary {
  app: string;
  active: string | null;
  canary: CanaryRow | null;
  minutes: MinuteCount[];
}

export interface MinuteCount {
  minute: string;
  version: string;
  kind: CountKind;
  count: number;
}


const percent = (errors: number, views: number) => (views ? `${((errors / views) * 100).toFixed(1)} %` : 'no views');

/** The last 60 minutes as the database labels them (HH:MI, UTC), oldest first. */
function lastMinutes(now: number) {
  const start = Math.floor(now / 60_000) * 60_000 - 59 * 60_000;
  return Array.from({ length: 60 }, (_, index) => new Date(start + index * 60_000).toISOString().slice(11, 16));
}

/** Views, errors and the rate per version over the hour, and per minute for the chart. */
function versionFigures(minutes: MinuteCount[], versions: string[], now: number) {
  const labels = lastMinutes(now);
  return versions.map((version) => {
    const rows = minutes.filter((row) => row.version === version);
    const sum = (filter: (row: MinuteCount) => boolean) => rows.filter(filter).reduce((total, row) => total + row.count, 0);
    const rates = labels.map((label) => {
      const views = sum((row) => row.minute === label && row.kind === 'view');
      return views ? sum((row) => row.minute === label && row.kind !== 'view') / views : null;
    });
    return { version, views: sum((row) => row.kind === 'view'), errors: sum((row) => row.kind !== 'view'), rates };
  });
}

function errorRates(summary: AppSummary, now: number): SafeHtml {
  const served = [summary.active, summary.canary?.version].filter((version): version is string => Boolean(version));
  // Other versions with page views this hour: a preview's, or one active earlier in the hour.
  const others = [...new Set(summary.minutes.filter((row) => row.kind === 'view' && !served.includes(row.version)).map((row) => row.version))].sort();
  const figures = versionFigures(summary.minutes, [...served, ...others], now);
  const label = (version: string) =>
    `${version === summary.canary?.version ? 'canary' : version === summary.active ? 'active' : 'preview or earlier'} ${version}`;
  const said = figures.map((f) => `${label(f.version)}: ${percent(f.errors, f.views)}`).join(', ');
  // The chart's legend has room for three versions; the table lists them all.
  return html`<h3>Error rates in the last hour</h3>
${lineChart(figures.slice(0, 3).map((f) => ({ label: label(f.version), values: f.rates })), `Errors per page view each minute of the last hour. ${said}`, { format: (rate) => `${(rate * 100).toFixed(1)} %`, minTop: 0.01 })}
<div class="scroll"><table>
<thead><tr><th scope="col">Version</th><th scope="col">Page views</th><th scope="col">Errors</th><th scope="col">Error rate</th></tr></thead>
<tbody>${figures.map((f) => html`<tr><td><code>${label(f.version)}</code></td><td>${f.views}</td><td>${f.errors}</td><td>${percent(f.errors, f.views)}</td></tr>`)}</tbody>
</table></div>`;
}

/** A page that only says something, with the way back. */
export function overviewPage(apps: AppSummary[], now: number): SafeHtml {
  return html`<h1>Apps</h1>
${apps.map(
  (summary) => html`<section aria-labelledby="app-${summary.app}">
<h2 id="app-${summary.app}"><a href="/admin/apps/${summary.app}">${summary.app}</a></h2>
<p>Active: <code>${summary.active ?? 'none'}</code>${
    summary.canary ? html` · canary <code>${summary.canary.version}</code> for ${summary.canary.percent} % of visitors since ${summary.canary.startedAt} UTC` : ' · no canary'
  }</p>
${errorRates(summary, now)}
</section>`,
)}`;
}


export interface AppPageData {
  summary: AppSummary;
  /** What visitors' browsers measured in the last hour (the app page only). */
  vitals: RecentVitals;
  releases: ReleaseRow[];
  audit: AuditRow[];
  page: number;
  pages: number;
  csrf: string;
  outcome: Outcome | null;
}

export function appPage(data: AppPageData, actions: readonly ReleaseAction[], now: number): SafeHtml {
  const { summary, releases, audit, csrf } = data;
  const app = summary.app;
  return html`<h1>${app}</h1>
${outcomeNote(data.outcome)}
<section aria-labelledby="state">
<h2 id="state">Now</h2>
<p>Active: <code>${summary.active ?? 'none'}</code>${
    summary.canary ? html` · canary <code>${summary.canary.version}</code> for ${summary.canary.percent} % of visitors since ${summary.canary.startedAt} UTC` : ' · no canary'
  }</p>
${errorRates(summary, now)}
${speedSection(summary.active, summary.canary?.version ?? null, data.vitals)}
</section>
<h2>Change</h2>
<div class="actions">
${actionForms(actions, { state: summary, releases, csrf }).map((form) => html`${form}\n`)}</div>
<h2>Published versions</h2>
<div class="scroll"><table>
<thead><tr><th scope="col">Version</th><th scope="col">Published</th><th scope="col">By</th><th scope="col">Size</th><th scope="col">Notes</th><th scope="col">Changes</th></tr></thead>
<tbody>${releases.map(
    (release) => html`<tr><td><code>${release.version}</code> ${release.active ? html`<span class="pill active">active</span>` : ''}${
      release.version === summary.canary?.version ? html`<span class="pill canary">canary</span>` : ''
    }${release.badReason ? html`<span class="pill bad">bad</span> ${release.badReason}` : ''}</td><td>${release.createdAt} UTC</td><td>${release.publishedBy}</td><td>${(release.sizeBytes / 1024).toFixed(0)} KB</td><td>${release.notes ?? ''}</td><td>${
      release.active ? '' : html`<a href="/admin/apps/${app}/versions/${release.version}">against active<span class="visually-hidden"> (${release.version})</span></a>`
    }</td></tr>`,
  )}</tbody>
</table></div>
<h2 id="trail">Audit trail</h2>
<div class="scroll"><table>
<thead><tr><th scope="col">When (UTC)</th><th scope="col">Step</th><th scope="col">From</th><th scope="col">To</th><th scope="col">By</th><th scope="col">Reason</th></tr></thead>
<tbody>${audit.map(
    (entry) => html`<tr><td>${entry.at}</td><td>${entry.action}</td><td><code>${entry.fromVersion ?? ''}</code></td><td><code>${entry.toVersion ?? ''}</code></td><td>${entry.actor}</td><td>${entry.reason ?? ''}</td></tr>`,
  )}</tbody>
</table></div>
<nav class="pages" aria-label="Audit trail pages">
${data.page > 1 ? html`<a href="/admin/apps/${app}?page=${data.page - 1}#trail">Newer entries</a>` : ''}
<span>Page ${data.page} of ${data.pages}</span>
${data.page < data.pages ? html`<a href="/admin/apps/${app}?page=${data.page + 1}#trail">Older entries</a>` : ''}
</nav>`;
}

const size = (side: ReleaseDiff['files'][number]['base']) => (side ? `${side.bytes} B${side.gzip === null ? '' : ` (${side.gzip} B gzip)`}` : '—');
const built = (side: ReleaseDiff['base']) =>
  side.provenance ? html`built ${side.provenance.builtAt} from commit <code>${side.provenance.sourceCommit ?? 'unknown'}</code>` : 'build not recorded';

function list(title: string, items: string[]) {
  return html`<h3>${title}</h3>${items.length ? html`<ul>${items.map((item) => html`<li><code>${item}</code></li>`)}</ul>` : html`<p>None.</p>`}`;
}

export function diffPage(app: string, diff: ReleaseDiff): SafeHtml {
  const changed = diff.files.filter((file) => file.base?.bytes !== file.other?.bytes || file.base?.gzip !== file.other?.gzip);
  return html`<h1>${app} ${diff.other.version} against the active ${diff.base.version}</h1>
<p><a href="/admin/apps/${app}">Back to ${app}</a></p>
<section aria-labelledby="builds">
<h2 id="builds">Builds</h2>
<ul><li>Active <code>${diff.base.version}</code>: ${built(diff.base)}</li><li>This <code>${diff.other.version}</code>: ${built(diff.other)}</li></ul>
</section>
<section aria-labelledby="surface">
<h2 id="surface">Routes and modules</h2>
${list('Routes added', diff.routesAdded)}${list('Routes removed', diff.routesRemoved)}
${list('Exposed modules added', diff.exposesAdded)}${list('Exposed modules removed', diff.exposesRemoved)}
</section>
<section aria-labelledby="shared">
<h2 id="shared">Shared libraries</h2>
${
  diff.sharedChanged.length
    ? html`<div class="scroll"><table><thead><tr><th scope="col">Library</th><th scope="col">Active</th><th scope="col">This version</th></tr></thead>
<tbody>${diff.sharedChanged.map((library) => html`<tr><td><code>${library.name}</code></td><td>${library.base ?? 'not shared'}</td><td>${library.other ?? 'not shared'}</td></tr>`)}</tbody></table></div>`
    : html`<p>The same versions as the active one.</p>`
}
</section>
<section aria-labelledby="files">
<h2 id="files">Files (${changed.length} of ${diff.files.length} differ in size)</h2>
<div class="scroll"><table><thead><tr><th scope="col">File</th><th scope="col">Active</th><th scope="col">This version</th></tr></thead>
<tbody>${diff.files.map((file) => html`<tr><td><code>${file.file}</code></td><td>${size(file.base)}</td><td>${size(file.other)}</td></tr>`)}</tbody></table></div>
</section>`;
}
