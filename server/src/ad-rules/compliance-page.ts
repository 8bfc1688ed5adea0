import { html, type SafeHtml } from '../core/console/console-html';
import type { ComplianceReport } from './compliance-report';
import { reasonsInWords } from './compliance-output';
import { germanTime } from './record-moment';

/**
 * The console's page of the advertising rules: which rules the site follows, the whitelist's
 * age, and every casino's calls to action now or at a moment (the record), with why.
 */
export function compliancePage(report: ComplianceReport, asked: string, problem: string | null): SafeHtml {
  const withheld = report.casinos.filter((casino) => !casino.shown).length;
  return html`<h1>Advertising rules</h1>
<section aria-labelledby="rules">
<h2 id="rules">Rules</h2>
<p>${
    report.market === 'de'
      ? html`German rules (<code>AD_RULES=de</code>): no call to action for a casino offering slots, casino games or poker during the quiet hours, <strong>${report.quietHours}</strong> German time; calls to action only for operators the regulator's whitelist permits for every product of the casino.`
      : html`No market's rules (<code>AD_RULES</code> unset): every casino the licence setting allows shows its calls to action at any hour. The checklist "Going live in Germany" in the operator's guide turns the German rules on.`
  }</p>
${report.whitelist ? html`<p${report.whitelist.includes('due') || report.whitelist.startsWith('none') ? html` class="note" role="status"` : ''}>Whitelist: ${report.whitelist}</p>` : ''}
</section>
<section aria-labelledby="record">
<h2 id="record">Calls to action ${report.asked ? `at ${germanTime(report.at)}` : 'now'}</h2>
<form method="get" action="/admin/console/compliance">
<label for="at">At a moment (German time unless an offset is given)</label>
<input id="at" name="at" value="${asked}" placeholder="2026-11-28T14:00">
<button type="submit">Show</button>
</form>
${problem ? html`<p class="note" role="alert">${problem}</p>` : ''}
${
    report.casinos.length
      ? html`<p>${report.casinos.length} casinos: ${report.casinos.length - withheld} shown, ${withheld} withheld.</p>
<table><thead><tr><th scope="col">Casino</th><th scope="col">Calls to action</th><th scope="col">Since</th><th scope="col">Why</th></tr></thead>
<tbody>${report.casinos.map(
          (casino) =>
            html`<tr><td>${casino.name} <code>${casino.slug}</code></td><td>${casino.shown ? html`<span class="pill good">shown</span>` : html`<span class="pill bad">withheld</span>`}</td><td>${germanTime(casino.since)}</td><td>${reasonsInWords(casino.reasons, casino.detail) || '—'}</td></tr>`,
        )}</tbody></table>`
      : html`<p>Nothing recorded ${report.asked ? 'at or before that moment' : 'yet'}.</p>`
  }
</section>`;
}
