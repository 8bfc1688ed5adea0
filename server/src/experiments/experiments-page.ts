import { html, type SafeHtml } from '../core/console/console-html';
import { outcomeNote, type Outcome } from '../core/console/console-pages';
import { ALPHA, type Comparison } from './comparison';
import { changesOf, differenceText, eurosPerClick, percent } from './comparison-lines';

export interface ExperimentsPageData {
  comparisons: Comparison[];
  /** Whether the person may end an experiment (an admin); the page is read-only otherwise. */
  mayEnd: boolean;
  csrf: string;
  outcome: Outcome | null;
}

function endForm({ experiment }: Comparison, csrf: string): SafeHtml {
  return html`<form class="card" method="post" action="/admin/console/experiments/${String(experiment.id)}/end">
<input type="hidden" name="csrf" value="${csrf}">
<label for="kept-${String(experiment.id)}">Variant kept (for the record)</label>
<select id="kept-${String(experiment.id)}" name="kept"><option value="">none</option>${experiment.variants.map((variant) => html`<option value="${variant.key}">${variant.key}: ${changesOf(variant)}</option>`)}</select>
<div><button type="submit" class="danger">End experiment ${String(experiment.id)}</button></div>
</form>`;
}

function experimentSection(comparison: Comparison, mayEnd: boolean, csrf: string): SafeHtml {
  const { experiment, variants, verdict, decided } = comparison;
  const state = experiment.endedAt ? `ended ${experiment.endedAt} UTC by ${experiment.endedBy}${experiment.kept ? `, variant ${experiment.kept} kept` : ''}` : `running since ${experiment.startedAt} UTC, started by ${experiment.startedBy}`;
  return html`<section>
<h2>${String(experiment.id)}: ${experiment.name}</h2>
<p>On <code>${experiment.page}</code>, ${state}. A difference is called once every variant has ${String(experiment.horizon)} clicks.</p>
<div class="scroll"><table>
<caption>Variants against the control (a), with ${String(Math.round((1 - ALPHA) * 100))} % intervals for all comparisons together</caption>
<thead><tr><th scope="col">Variant</th><th scope="col">Share</th><th scope="col">Shows</th><th scope="col">Clicks</th><th scope="col">Converted</th><th scope="col">Conversion rate</th><th scope="col">Against a</th><th scope="col">Revenue</th><th scope="col">EPC</th><th scope="col">Against a</th></tr></thead>
<tbody>${experiment.variants.map((variant, index) => {
    const figures = variants[index]!;
    return html`<tr><th scope="row">${variant.key}</th><td>${String(variant.share)} %</td><td>${changesOf(variant)}</td><td>${String(figures.clicks)}</td><td>${String(figures.converted)}</td><td>${percent(figures.conversionRate)}</td><td>${differenceText(figures.conversionRateDifference, 'points')}</td><td>${figures.revenueEur.toFixed(2)} €</td><td>${eurosPerClick(figures.epc)}</td><td>${differenceText(figures.epcDifference, 'euros')}</td></tr>`;
  })}</tbody>
</table></div>
<p><strong>${decided ? 'Verdict' : 'Not yet'}:</strong> ${verdict}</p>
${mayEnd && !experiment.endedAt ? endForm(comparison, csrf) : ''}
</section>`;
}

/**
 * The console's experiments page: every experiment with its variants compared on conversion
 * rate and earnings per click, and for admins the step that ends a running one. New ones start
 * with `npm run experiment -- start` or the admin API (a definition of several variants reads
 * better as a command than as a form).
 */
export function experimentsPage({ comparisons, mayEnd, csrf, outcome }: ExperimentsPageData): SafeHtml {
  return html`<h1>Experiments</h1>
${outcomeNote(outcome)}
<p>An experiment shows variants of a page's placement (the play buttons' text, the home toplist's order or its button's place) to shares of visitors, and compares what their clicks earned.</p>
<p>Start one with <code>npm run experiment -- start &lt;page&gt; &lt;control share&gt; &lt;variant&gt;... --name &lt;what it tries&gt; --clicks &lt;per variant&gt;</code>.</p>
${comparisons.length ? comparisons.map((comparison) => experimentSection(comparison, mayEnd, csrf)) : html`<p>No experiments yet.</p>`}`;
}
