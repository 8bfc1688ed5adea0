import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { collectProblems, problemsLoading, siteInBrowser, waitForHydration } from '../support/browser';
import { canonicalOf, decodeEntities, h1Of, hreflangOf } from '../support/html';

/** The written reviews, by slug, with the casino name their headline carries. */
const WRITTEN: Record<string, string> = {
  stake: 'Stake Casino', fresh: 'Fresh Casino', sol: 'Sol Casino', jet: 'Jet Casino', legzo: 'Legzo Casino', izzi: 'Izzi Casino',
  starda: 'Starda Casino', drip: 'Drip Casino', drueckglueck: 'DrückGlück', leovegas: 'LeoVegas Casino', 'bet-at-home': 'bet-at-home Casino',
  sunmaker: 'Sunmaker Casino', lapalingo: 'Lapalingo Casino',
};
const year = new Date().getFullYear();

describe('reviews', () => {
  const site = siteInBrowser();

  for (const [slug, name] of Object.entries(WRITTEN)) {
    for (const prefix of ['', '/en']) {
      it(`${prefix}/reviews/${slug} is a complete review with its own canonical and language pair`, async () => {
        const response = await fetch(`${site.server.url}${prefix}/reviews/${slug}`);
        assert.equal(response.status, 200);
        const html = await response.text();
        assert.equal(decodeEntities(h1Of(html) ?? ''), `${name} ${prefix ? 'Review' : 'Test'} ${year}`);
        assert.match(html, prefix ? /Facts last verified on \d+ \w+ \d{4}/ : /Fakten zuletzt geprüft am \d+\. \w+ \d{4}/);
        assert.equal(canonicalOf(html), `${site.server.url}${prefix}/reviews/${slug}`);
        assert.equal(hreflangOf(html, 'de'), `${site.server.url}/reviews/${slug}`);
        assert.equal(hreflangOf(html, 'en'), `${site.server.url}/en/reviews/${slug}`);
        const data = JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]+)</.exec(html)![1]!) as Record<string, unknown>;
        assert.equal(data['@type'], 'Review');
        assert.equal('aggregateRating' in data, false);
        assert.match(html, new RegExp(`href="/go/${slug}\\?from=[^"]+" target="_blank" rel="sponsored noopener noreferrer"`));
      });
    }
  }

  it('lists every casino on the index with rank, rating and links, in both languages', async () => {
    for (const [path, read] of [['/reviews', 'Testbericht lesen'], ['/en/reviews', 'Read Review']] as const) {
      const html = await (await fetch(`${site.server.url}${path}`)).text();
      assert.equal((html.match(/<article/g) ?? []).length, 13);
      assert.match(html, />#1</);
      assert.ok(html.includes(`>${read}</a>`));
      assert.match(html, path.startsWith('/en') ? /Compare all 13 casinos/ : /Alle 13 Casinos vergleichen/);
    }
  });

  it('renders a generic review by the name slug, pointing search engines to the written review', async () => {
    const response = await fetch(`${site.server.url}/en/reviews/sol-casino`);
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.equal(decodeEntities(h1Of(html) ?? ''), 'Sol Casino');
    assert.match(html, /#2 Recommended/);
    assert.match(html, /18\+ \| T&amp;C Apply \| Play responsibly/);
    assert.equal(canonicalOf(html), `${site.server.url}/en/reviews/sol`);
  });

  it('answers an unknown casino with 404 and the not-found texts; Go Back goes back', async () => {
    const response = await fetch(`${site.server.url}/reviews/no-such-casino`);
    assert.equal(response.status, 404);
    assert.match(await response.text(), /Casino nicht gefunden/);
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.server.url}/en/reviews`);
    await waitForHydration(page);
    await page.goto(`${site.server.url}/en/reviews/no-such-casino`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`${site.server.url}/en/reviews`);
    assert.deepEqual(problems.filter((p) => !p.includes('404')), []);
    await page.close();
  });

  it('Zurück on a not-found review opened directly stays on the site: it leads to the reviews', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/reviews/no-such-casino`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Zurück' }).click();
    await page.waitForURL(`${site.server.url}/reviews`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.close();
  });

  it('hydrates a fixed and a static review without console errors', async () => {
    for (const path of ['/reviews/drueckglueck', '/en/reviews/leovegas']) {
      assert.deepEqual(await problemsLoading(site.browser, `${site.server.url}${path}`), []);
    }
  });

  it('a review downloads only its own language\'s text; switching language loads the other one and shows it', async () => {
    const page = await site.browser.newPage();
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto(`${site.server.url}/reviews/stake`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Stake's deposit time, written only in its review.
    const code = (await Promise.all(scripts)).join('\n');
    assert.ok(code.includes('Nahezu sofort nach Netzwerkbest'), 'the German text came with the page');
    assert.ok(!code.includes('Near-instant after network confirmation'), 'no English text on the German page');

    await page.getByRole('button', { name: /^EN/ }).click();
    await page.waitForURL(/\/en\/reviews\/stake$/);
    await page.getByText('Near-instant after network confirmation').waitFor();
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Stake Casino Review 2026');
    await page.close();
  });
});
