import { html, type SafeHtml } from './console-html';

/** A refusal or a dead end, with the way back. */
export function messagePage(title: string, message: string): SafeHtml {
  return html`<h1>${title}</h1>
<p class="note refused" role="alert">${message}</p>
<p><a href="/admin">Back to the apps</a></p>`;
}

/**
 * The sign-in page: through the identity provider where one is set (`provider` is its host),
 * else with the admin token.
 */
export function signInPage(problem: string | null, provider: string | null): SafeHtml {
  const note = problem ? html`<p class="note refused" role="alert">${problem}</p>` : '';
  if (provider) {
    return html`<h1>Sign in</h1>
${note}<section><p>The console signs you in through your company account at <strong>${provider}</strong>.</p>
<p><a class="button" href="/admin/oidc/start">Sign in with ${provider}</a></p></section>`;
  }
  return html`<h1>Sign in</h1>
${note}<form class="card" method="post" action="/admin/sign-in">
<label for="token">Admin token</label>
<input id="token" name="token" type="password" autocomplete="current-password" required>
<div><button type="submit">Sign in</button></div>
</form>`;
}

/** What a console page says after a step: the note at its top. */
export interface Outcome {
  ok: boolean;
  message: string;
  details: string[];
  /** A link the step made, to open or copy (a preview's). */
  link?: string;
  /** A secret the step made (a credential's, a network's), shown this once to copy. */
  secret?: string;
}

/** A step's outcome as the note at the top of a page. */
export function outcomeNote(outcome: Outcome | null): SafeHtml | string {
  if (!outcome) return '';
  return html`<div class="note${outcome.ok ? '' : ' refused'}" role="${outcome.ok ? 'status' : 'alert'}"><p><strong>${outcome.message}</strong></p>
${outcome.link ? html`<p><a href="${outcome.link}" target="_blank" rel="noreferrer">Open the link</a></p><label for="made-link">The link, to copy</label><input id="made-link" type="text" readonly value="${outcome.link}">` : ''}
${outcome.secret ? html`<label for="made-secret">The secret, to copy now into where it is kept (shown this once)</label><input id="made-secret" type="text" readonly value="${outcome.secret}">` : ''}
${outcome.details.length ? html`<ul>${outcome.details.map((line) => html`<li>${line}</li>`)}</ul>` : ''}</div>`;
}
