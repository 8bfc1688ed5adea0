import { MAX_EMAIL_LENGTH } from './email-address';
import { html, type SafeHtml } from '../core/console/console-html';
import { outcomeNote, type Outcome } from '../core/console/console-pages';

export interface SubscribersPageData {
  csrf: string;
  outcome: Outcome | null;
  /** An export to show, as the admin API answers it. */
  exported: object | null;
}

/** An address field: no autofill, so the browser keeps no subscriber's address for later. */
const address = (id: string, name: string, label: string) =>
  html`<label for="${id}">${label}</label><input id="${id}" name="${name}" type="email" required maxlength="${MAX_EMAIL_LENGTH}" autocomplete="off" spellcheck="false">`;

/**
 * The console's page for a newsletter subscriber's data, for admins: an export (shown here, or
 * downloaded as JSON) and an erasure, which asks for the address twice and a reason. Both post
 * (the address never appears in an address bar or a log), and both are recorded without it.
 */
export function subscribersPage({ csrf, outcome, exported }: SubscribersPageData): SafeHtml {
  return html`<h1>Subscriber data</h1>
<p>Everything the site keeps about a newsletter address (its only personal data), for the person it belongs to, or all of it removed. Each request is recorded with who made it and when, never the address.</p>
${outcomeNote(outcome)}
${exported ? html`<section aria-labelledby="exported"><h2 id="exported">What is kept</h2><pre tabindex="0"><code>${JSON.stringify(exported, null, 2)}</code></pre></section>` : ''}
<div class="actions">
<form class="card" method="post" action="/admin/console/subscribers/export">
<h2>Export</h2>
<input type="hidden" name="csrf" value="${csrf}">
${address('export-email', 'email', 'Address')}
<div><button type="submit" name="as" value="page">Show the data</button> <button type="submit" name="as" value="file" class="plain">Download as JSON</button></div>
</form>
<form class="card" method="post" action="/admin/console/subscribers/erase">
<h2>Erase</h2>
<p>Removes the subscription, its consent record and every mail to the address, those waiting in the outbox included. This cannot be undone.</p>
<input type="hidden" name="csrf" value="${csrf}">
${address('erase-email', 'email', 'Address')}
${address('erase-confirm', 'confirm', 'The address again, to confirm')}
<label for="erase-reason">Reason</label><input id="erase-reason" name="reason" type="text" required maxlength="2000">
<div><button type="submit" class="danger">Erase everything kept about the address</button></div>
</form>
</div>`;
}
