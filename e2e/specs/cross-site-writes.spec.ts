import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { freePort } from '../../server/src/test-kit/free-port';
import { siteInBrowser } from '../support/browser';

/** What a page on another site tries: forms and no-cors fetches at the site's write APIs. */
function attackerPage(site: string): string {
  const report = JSON.stringify({ app: 'reviews', version: '000000000000', kind: 'load', message: 'forged' });
  return `<!doctype html><html><body>
<iframe name="first"></iframe><iframe name="second"></iframe>
<form id="subscribe" method="post" action="${site}/api/newsletter/subscribe" target="first"><input name="email" value="victim@example.com"><input name="language" value="de"></form>
<form id="unsubscribe" method="post" action="${site}/api/newsletter/unsubscribe?token=abc" target="second"><input name="List-Unsubscribe" value="One-Click"></form>
<script>
  document.getElementById('subscribe').submit();
  setTimeout(() => document.getElementById('unsubscribe').submit(), 300);
  fetch('${site}/api/client-errors', { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body: ${JSON.stringify(report)} });
  navigator.sendBeacon('${site}/api/client-errors', new Blob([${JSON.stringify(report)}], { type: 'text/plain' }));
</script></body></html>`;
}

/**
 * A page on another site cannot make a visitor's browser write to this one: no sign-up for a
 * third party's address, no error reports that sway a canary. The attacker's page is served at
 * `localhost`, the site at 127.0.0.1: another site to the browser.
 */
describe('writes from other sites', () => {
  const site = siteInBrowser();
  let attacker: Server;
  let attackerUrl = '';
  before(async () => {
    const port = await freePort();
    attacker = createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html' }).end(attackerPage(site.server.url)));
    await new Promise<void>((resolve) => attacker.listen(port, '127.0.0.1', resolve));
    attackerUrl = `http://localhost:${port}/`;
  });
  after(() => new Promise((resolve) => attacker?.close(resolve)));

  it('are refused with 403 before any of them is read, whatever the browser sends them as', async () => {
    const page = await site.browser.newPage();
    const answers: Array<{ path: string; status: number }> = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === site.server.url) answers.push({ path: url.pathname, status: response.status() });
    });
    const sent = ['/api/newsletter/subscribe', '/api/newsletter/unsubscribe', '/api/client-errors', '/api/client-errors'];
    // Each form has a frame of its own, so a slow answer to one is never cut off by the other;
    // a request that goes unanswered fails the comparison below instead of waiting forever.
    const deadline = Date.now() + 15_000;
    const seen = new Promise<void>((resolve) => {
      const check = () => (answers.length >= sent.length || Date.now() > deadline ? resolve() : setTimeout(check, 50));
      check();
    });
    await page.goto(attackerUrl);
    await seen;
    assert.deepEqual(answers.map((answer) => answer.path).sort(), [...sent].sort());
    assert.deepEqual([...new Set(answers.map((answer) => answer.status))], [403]);
    await page.close();
  });

  it('are refused as forms where the API takes JSON, also from a client that is no browser', async () => {
    const form = await fetch(`${site.server.url}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=victim%40example.com&language=de',
    });
    assert.equal(form.status, 415);
    const text = await fetch(`${site.server.url}/api/client-errors`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' });
    assert.equal(text.status, 415);
    // The site's own pages post JSON from the same origin, which goes through.
    const own = await fetch(`${site.server.url}/api/client-errors`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', Origin: site.server.url },
      body: JSON.stringify({ app: 'reviews', version: '000000000000', kind: 'load', message: 'own' }),
    });
    assert.equal(own.status, 202);
  });
});
