import { APPS } from '../core/apps';
import type { CredentialRow } from './credentials';
import { html, type SafeHtml } from '../core/console/console-html';
import { outcomeNote, type Outcome } from '../core/console/console-pages';

export interface CredentialsPageData {
  credentials: CredentialRow[];
  /** The scopes a credential may be given. */
  scopes: readonly string[];
  csrf: string;
  outcome: Outcome | null;
  now: number;
}

const stateOf = (credential: CredentialRow, now: number) =>
  credential.revokedAt ? `revoked ${credential.revokedAt} UTC` : Date.parse(credential.expiresAt) <= now ? `expired ${credential.expiresAt} UTC` : `until ${credential.expiresAt} UTC`;

/** The console's credentials page, for those who may manage credentials: the list, a new one, revoking. */
export function credentialsPage({ credentials, scopes, csrf, outcome, now }: CredentialsPageData): SafeHtml {
  return html`<h1>Credentials</h1>
${outcomeNote(outcome)}
<form class="card" method="post" action="/admin/console/credentials">
<h2>A new credential</h2>
<input type="hidden" name="csrf" value="${csrf}">
<label for="credential-name">Name</label>
<input id="credential-name" name="name" type="text" required maxlength="63" pattern="[a-z0-9][a-z0-9\\-]{0,62}" aria-describedby="credential-name-hint">
<p id="credential-name-hint">Lower-case letters, digits and dashes, e.g. <code>reviews-ci</code>. The audit trail names it.</p>
<label for="credential-apps">Apps</label>
<input id="credential-apps" name="apps" type="text" required aria-describedby="credential-apps-hint">
<p id="credential-apps-hint">Comma-separated: ${APPS.map(({ app }) => app).join(', ')}, or <code>all</code> (needed for prune, verify, import and credentials).</p>
<label for="credential-can">Steps</label>
<input id="credential-can" name="can" type="text" required aria-describedby="credential-can-hint">
<p id="credential-can-hint">Comma-separated: ${scopes.join(', ')}, or <code>*</code> for all.</p>
<label for="credential-days">Expires after (days)</label>
<input id="credential-days" name="expiresDays" type="number" min="1" max="366" value="90" required>
<div><button type="submit">Make the credential</button></div>
</form>
<h2>Credentials</h2>
<div class="scroll"><table>
<thead><tr><th scope="col">Name</th><th scope="col">Steps</th><th scope="col">Apps</th><th scope="col">State</th><th scope="col">Made by</th><th scope="col">Last used (UTC)</th><th scope="col"><span class="visually-hidden">Revoke</span></th></tr></thead>
<tbody>${credentials.map(
    (credential) => html`<tr><td><code>${credential.name}</code></td><td>${credential.actions.join(', ')}</td><td>${credential.apps.join(', ')}</td><td>${stateOf(credential, now)}</td><td>${credential.createdBy}</td><td>${credential.lastUsedAt ?? 'never'}</td><td>${
      credential.revokedAt
        ? ''
        : html`<form method="post" action="/admin/console/credentials/${credential.name}/revoke"><input type="hidden" name="csrf" value="${csrf}"><button type="submit" class="danger">Revoke<span class="visually-hidden"> ${credential.name}</span></button></form>`
    }</td></tr>`,
  )}</tbody>
</table></div>`;
}
