import { html, type SafeHtml } from '../core/console/console-html';
import { outcomeNote, type Outcome } from '../core/console/console-pages';
import type { NetworkListed } from './networks';

export interface NetworksPageData {
  networks: NetworkListed[];
  csrf: string;
  outcome: Outcome | null;
}

/** The console's page of the affiliate networks, for those who manage them (admins): the list, a new one, revoking. */
export function networksPage({ networks, csrf, outcome }: NetworksPageData): SafeHtml {
  return html`<h1>Affiliate networks</h1>
${outcomeNote(outcome)}
<p>A network reports what a click earned (a registration, a first deposit, revenue) to its postback URL, against the click id the site sent with the click.</p>
<form class="card" method="post" action="/admin/console/networks">
<h2>Register a network</h2>
<input type="hidden" name="csrf" value="${csrf}">
<label for="network-name">Name</label>
<input id="network-name" name="name" type="text" required maxlength="40" pattern="[a-z0-9][a-z0-9\\-]{0,39}" aria-describedby="network-name-hint">
<p id="network-name-hint">Lower-case letters, digits and dashes: the catalogue's <code>affiliateNetwork</code> names it.</p>
<label for="network-param">Click-id parameter</label>
<input id="network-param" name="clickIdParam" type="text" required maxlength="40" aria-describedby="network-param-hint">
<p id="network-param-hint">The parameter of the affiliate link the network reads the click id from, e.g. <code>subid</code>, <code>var</code>, <code>payload</code>.</p>
<label for="network-currency">Currency</label>
<input id="network-currency" name="currency" type="text" required maxlength="3" pattern="[A-Z]{3}" value="EUR">
<label for="network-signing">How its postbacks prove they are its own</label>
<select id="network-signing" name="signing"><option value="secret">the secret as a field of each postback</option><option value="hmac">an HMAC-SHA256 signature (X-Signature)</option></select>
<div><button type="submit">Register the network</button></div>
</form>
<h2>Networks</h2>
<div class="scroll"><table>
<thead><tr><th scope="col">Name</th><th scope="col">Click-id parameter</th><th scope="col">Currency</th><th scope="col">Signing</th><th scope="col">State</th><th scope="col">Made by</th><th scope="col"><span class="visually-hidden">Revoke</span></th></tr></thead>
<tbody>${networks.map(
    (network) => html`<tr><td><code>${network.name}</code></td><td><code>${network.clickIdParam}</code></td><td>${network.currency}</td><td>${network.signing}</td><td>${network.revokedAt ? `revoked ${network.revokedAt} UTC` : 'in force'}</td><td>${network.createdBy}</td><td>${
      network.revokedAt
        ? ''
        : html`<form method="post" action="/admin/console/networks/${network.name}/revoke"><input type="hidden" name="csrf" value="${csrf}"><button type="submit" class="danger">Revoke<span class="visually-hidden"> ${network.name}</span></button></form>`
    }</td></tr>`,
  )}</tbody>
</table></div>`;
}
