import { html, type SafeHtml } from '../core/console/console-html';
import { outcomeNote, type Outcome } from '../core/console/console-pages';
import { BUTTON_PLACES, TOPLIST_ORDERS } from '@casino/shared';
import { ALPHA, type Comparison } from './comparison';
import { TOPLIST_PAGES } from './experiment-definition';
import { changesOf, differenceText, eurosPerClick, percent } from './comparison-lines';

export interface ExperimentsPageData {
  comparisons: Comparison[];
  /** Whether the person may start and end experiments (an admin); the page is read-only otherwise. */
  mayChange: boolean;
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

function experimentSection(comparison: Comparison, mayChange: boolean, csrf: string): SafeHtml {
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
${mayChange && !experiment.endedAt ? endForm(comparison, csrf) : ''}
</section>`;
}

/** The fields of one variant of the start form: its share and what it changes, each left as it is by default. */
function variantFields(key: string, share: string): SafeHtml {
  const id = (field: string) => `${field}-${key}`;
  return html`<fieldset>
<legend>Variant ${key}</legend>
<label for="${id('share')}">Share of visitors, in percent</label>
<input id="${id('share')}" name="share_${key}" type="number" min="1" max="99" value="${share}">
<label for="${id('label')}">Play buttons' text</label>
<input id="${id('label')}" name="label_${key}" type="text" maxlength="40">
<label for="${id('order')}">Toplist order (home pages)</label>
<select id="${id('order')}" name="order_${key}"><option value="">as it is</option>${TOPLIST_ORDERS.map((order) => html`<option value="${order}">by ${order}</option>`)}</select>
<label for="${id('button')}">Play button in a toplist row (home pages)</label>
<select id="${id('button')}" name="button_${key}"><option value="">as it is</option>${BUTTON_PLACES.map((place) => html`<option value="${place}">at the ${place}</option>`)}</select>
</fieldset>`;
}

function startForm(csrf: string): SafeHtml {
  return html`<form class="card" method="post" action="/admin/console/experiments">
<h2>Start an experiment</h2>
<input type="hidden" name="csrf" value="${csrf}">
<label for="experiment-page">Page</label>
<input id="experiment-page" name="page" type="text" required maxlength="300" aria-describedby="experiment-page-hint">
<p id="experiment-page-hint">Its path, such as <code>/</code> or <code>/en</code>. A toplist's order and button place change only on ${TOPLIST_PAGES.map((page) => html`<code>${page}</code>`)}.</p>
<label for="experiment-name">What it tries</label>
<input id="experiment-name" name="name" type="text" required maxlength="100">
<label for="experiment-horizon">Clicks every variant needs before a difference is called</label>
<input id="experiment-horizon" name="horizon" type="number" required min="100" max="10000000" value="2000">
<label for="share-a">Share of the control (a, the page as it is), in percent</label>
<input id="share-a" name="share_a" type="number" required min="1" max="99" value="50">
${variantFields('b', '50')}
${variantFields('c', '')}
<div><button type="submit">Start the experiment</button></div>
</form>`;
}

/**
 * The console's experiments page: every experiment with its variants compared on conversion
 * rate and earnings per click, and for admins the steps that start one (the control and up to
 * two variants; more with `npm run experiment -- start`) and end a running one.
 */
export function experimentsPage({ comparisons, mayChange, csrf, outcome }: ExperimentsPageData): SafeHtml {
  return html`<h1>Experiments</h1>
${outcomeNote(outcome)}
<p>An experiment shows variants of a page's placement (the play buttons' text, the home toplist's order or its button's place) to shares of the visitors who agreed on the consent banner, and compares what their clicks earned.</p>
${mayChange ? startForm(csrf) : ''}
${comparisons.length ? comparisons.map((comparison) => experimentSection(comparison, mayChange, csrf)) : html`<p>No experiments yet.</p>`}`;
}
