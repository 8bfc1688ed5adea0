import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
// The real SMTP peer of the server's mail tests.
import { decodeQuotedPrintable, startSmtpPeer } from '../../server/src/test-kit/smtp-peer';
import { collectProblems, serverAndBrowser, waitForHydration } from '../support/browser';
import { canonicalOf, h1Of } from '../support/html';
import { siteServer, type RunningServer } from '../support/server';

describe('location pages', () => {
  let server: RunningServer;
  before(async () => {
    server = await siteServer();
  });
  after(() => server?.stop());

  it('a city with local data is indexable and shows its own facts', async () => {
    const response = await fetch(`${server.url}/locations/berlin/online-casino`);
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.equal(h1Of(html), 'Online Casino in Berlin');
    assert.doesNotMatch(html, /name="robots"/);
    assert.match(html, /3\.850\.000/);
    assert.match(html, /Brandenburger Tor/);
    assert.equal((html.match(/<li class="[^"]*"><span class="[^"]*">#\d+<\/span>/g) ?? []).length, 12);
    assert.match(html, /<span class="[^"]*">Berlin<\/span>/);
  });

  it('a city without local data shows the defaults and is not indexed; the English address leads to the German page', async () => {
    const english = await fetch(`${server.url}/en/locations/bochum/spielautomaten`, { redirect: 'manual' });
    assert.equal(english.status, 301);
    assert.equal(english.headers.get('location'), '/locations/bochum/spielautomaten');
    const html = await (await fetch(`${server.url}/locations/bochum/spielautomaten`)).text();
    assert.equal(h1Of(html), 'Spielautomaten in Bochum');
    assert.match(html, /mit über 100\.000 Einwohnern/);
    assert.match(html, /<meta name="robots" content="noindex, follow"/);
    assert.equal(canonicalOf(html), `${server.url}/locations/bochum/spielautomaten`);
  });

  it('an unknown city or keyword answers 404 with the spec texts', async () => {
    for (const path of ['/locations/atlantis/online-casino', '/locations/berlin/bingo']) {
      const response = await fetch(`${server.url}${path}`);
      assert.equal(response.status, 404);
      const html = await response.text();
      assert.match(html, /Standort nicht gefunden/);
      assert.match(html, /Dieser Standort ist derzeit nicht verfügbar\./);
    }
  });
});

describe('newsletter sign-up through the real server', () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  before(async () => {
    smtp = await startSmtpPeer();
    ({ server, browser } = await serverAndBrowser({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, OUTBOX_POLL_MS: '200' }));
  });
  // Each part may be missing when the start failed: close what exists, or the spec never ends.
  after(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('sign up, receive the confirmation mail, open its link, and be confirmed', async () => {
    const page = await browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${server.url}/en`);
    await waitForHydration(page);
    await page.getByLabel('E-mail address').fill('  reader@example.org ');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('status').getByText('Almost there!').waitFor();
    assert.equal(await page.getByLabel('E-mail address').inputValue(), '');

    const deadline = Date.now() + 10_000;
    while (!smtp.mails.some((mail) => mail.to.includes('reader@example.org'))) {
      assert.ok(Date.now() < deadline, 'confirmation mail arrives');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const mail = decodeQuotedPrintable(smtp.mails.find((m) => m.to.includes('reader@example.org'))!.raw);
    const link = /(http:\/\/127\.0\.0\.1:\d+\/en\/newsletter\/confirm\?token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
    assert.ok(link, 'the mail holds an English confirmation link');

    await page.goto(link);
    await page.locator('[data-outcome="confirmed"]').getByText('Thank you! Your subscription is confirmed.').waitFor();
    await page.goto(link);
    await page.locator('[data-outcome="already-confirmed"]').waitFor();
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('a failed sign-up keeps the address and shows why', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await page.getByLabel('E-Mail-Adresse').fill('x@y');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('alert').getByText('Anmeldung fehlgeschlagen').waitFor();
    // A sentence in the page's language, not the server's answer.
    const text = (await page.getByRole('alert').textContent()) ?? '';
    assert.match(text, /Bitte gib eine gültige E-Mail-Adresse ein\./);
    assert.doesNotMatch(text, /\d{3}: |\{/);
    assert.equal(await page.getByLabel('E-Mail-Adresse').inputValue(), 'x@y');
    await page.close();
  });

  it('on a phone, the code of the form loads only when it is wanted; what was typed and sent before it arrived is sent once', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 700 } });
    const problems = collectProblems(page);
    // A slow connection for the newsletter app's code: the visitor is faster.
    await page.route('**/_mf/newsletter/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const signUps: string[] = [];
    page.on('request', (request) => {
      // The page's own view registration aside, every write the page sends.
      if (request.method() === 'POST' && !request.url().endsWith('/api/view')) signUps.push(request.url());
    });
    await page.goto(`${server.url}/en`);
    await waitForHydration(page);
    await page.waitForTimeout(500);
    const newsletterCode = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/_mf/newsletter/')).length);
    assert.equal(await newsletterCode(), 0, 'no newsletter code for the top of the page');

    await page.getByLabel('E-mail address').fill('early@example.org');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('status').getByText('Almost there!').waitFor();
    assert.ok((await newsletterCode()) > 0);
    assert.deepEqual(signUps, [`${server.url}/api/newsletter/subscribe`]);
    assert.equal(new URL(page.url()).pathname, '/en', 'the browser did not send the form to the page itself');
    assert.equal(await page.getByLabel('E-mail address').inputValue(), '');
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('an invalid confirmation link says so and offers the sign-up again', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/newsletter/confirm?token=${'x'.repeat(43)}`);
    await page.locator('[data-outcome="invalid"]').getByText('Dieser Bestätigungslink ist ungültig.').waitFor();
    assert.ok(await page.getByRole('link', { name: 'Erneut anmelden' }).isVisible());
    await page.close();
  });
});
