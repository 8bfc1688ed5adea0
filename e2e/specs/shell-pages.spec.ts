import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { problemsLoading, siteInBrowser, waitForHydration } from '../support/browser';
import { canonicalOf, decodeEntities, h1Of, hreflangOf } from '../support/html';

const year = new Date().getFullYear();
const pages = [
  { de: '/', en: '/en', h1: { de: 'Online Casinos im unabhängigen Vergleich', en: 'Online Casinos Compared Independently' } },
  { de: '/casino-vergleich', en: '/en/casino-comparison', h1: { de: `Online Casino Vergleich ${year}`, en: `Online Casino Comparison ${year}` } },
  { de: '/beste-casino-boni', en: '/en/best-casino-bonuses', h1: { de: `Die besten Casino Boni ${year}`, en: `The Best Casino Bonuses ${year}` } },
  { de: '/live-casino-deutschland', en: '/en/live-casino-germany', h1: { de: `Live Casino ${year}: Echte Dealer im Vergleich`, en: `Live Casino ${year}: Real Dealers Compared` } },
];

describe('shell pages', () => {
  const site = siteInBrowser();

  for (const page of pages) {
    for (const language of ['de', 'en'] as const) {
      it(`${page[language]} is server-rendered with its language pair and hydrates without errors`, async () => {
        const response = await fetch(`${site.server.url}${page[language]}`);
        assert.equal(response.status, 200);
        const html = await response.text();
        assert.equal(decodeEntities(h1Of(html) ?? ''), page.h1[language]);
        assert.equal(canonicalOf(html), `${site.server.url}${page[language]}`);
        assert.equal(hreflangOf(html, 'de'), `${site.server.url}${page.de}`);
        assert.equal(hreflangOf(html, 'en'), `${site.server.url}${page.en}`);
        assert.deepEqual(await problemsLoading(site.browser, `${site.server.url}${page[language]}`), []);
      });
    }
  }

  it('the home page holds every section with its data in the server HTML', async () => {
    const html = await (await fetch(`${site.server.url}/`)).text();
    for (const id of ['casinos', 'bonuses', 'newsletter']) assert.match(html, new RegExp(`id="${id}"`));
    assert.equal((html.match(/<tbody>[\s\S]*?<\/tbody>/)?.[0].match(/<tr>/g) ?? []).length, 5);
    assert.match(html, /"@type":"FAQPage"/);
    assert.equal((html.match(/<details/g) ?? []).length, 3);
    assert.match(html, /href="\/casino-vergleich\?lizenz=eu"/);
    assert.match(html, /href="\/beste-casino-boni"[^>]*>Boni vergleichen/);
  });

  it('the comparison ranks the featured casinos in the server HTML, with reviews and play links', async () => {
    const html = await (await fetch(`${site.server.url}/en/casino-comparison`)).text();
    const items = html.match(/<li class="[^"]*"><span class="[^"]*"><span class="visually-hidden">Rank \d+/g) ?? [];
    assert.equal(items.length, 8);
    assert.match(html, /href="\/en\/reviews\/stake"[^>]*>Full Review/);
    assert.match(html, /href="\/go\/stake\?from=%2Fen%2Fcasino-comparison&amp;pos=1"[^>]*>PLAY NOW/);
    for (const weight of ['25%', '20%', '15%', '10%']) assert.ok(html.includes(`>${weight}<`));
  });

  it('filters with scripts off through the plain form, and the result is shareable', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/casino-vergleich`);
    await page.locator('select[name="lizenz"]').selectOption('eu');
    await page.getByLabel('Zahlungsmethode').selectOption('PayPal');
    await page.getByRole('button', { name: 'Anwenden' }).click();
    await page.waitForURL(/lizenz=eu/);
    assert.match(page.url(), /zahlung=PayPal/);
    const names = await page.locator('ol li h2').allTextContents();
    assert.ok(names.length >= 3);
    assert.ok(names.every((name) => /DrückGlück|LeoVegas|Lapalingo|Sunmaker|bet-at-home/.test(name)), JSON.stringify(names));
    await context.close();
  });

  it('filters in place with scripts on, keeping the query in the URL', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/en/casino-comparison`);
    await waitForHydration(page);
    await page.getByLabel('Payout within 24 hours').check();
    await page.waitForURL(/auszahlung=schnell/);
    await page.getByLabel('Sort by').selectOption('bonus');
    await page.waitForURL(/sortierung=bonus/);
    const first = await page.locator('ol li h2').first().textContent();
    assert.match(first ?? '', /Starda/);
    await page.close();
  });

  it('copies a bonus code and computes the turnover', async () => {
    const context = await site.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/en/best-casino-bonuses`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Copy bonus code SOL300' }).click();
    await page.getByRole('status').getByText('Bonus code copied').waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'SOL300');
    assert.match((await page.locator('output').textContent()) ?? '', /3,500/);
    await page.getByLabel('Wagering applies to').selectOption('deposit-and-bonus');
    assert.match((await page.locator('output').textContent()) ?? '', /7,000/);
    await page.getByLabel('Wagering (x)').fill('40');
    assert.match((await page.locator('output').textContent()) ?? '', /8,000/);
    await context.close();
  });

  it('the live casino page lists three providers and four game categories', async () => {
    const html = await (await fetch(`${site.server.url}/live-casino-deutschland`)).text();
    assert.equal((html.match(/<article/g) ?? []).length, 3);
    assert.equal((html.match(/<meter/g) ?? []).length, 4);
  });
});
