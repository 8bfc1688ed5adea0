import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { generateCatalogue } from '../../scripts/bench/generate-catalogue.mjs';
import { ADMIN_TOKEN } from '../support/admin';
import { launchBrowser, waitForHydration } from '../support/browser';
import { siteServer, startServer, type RunningServer } from '../support/server';

/** A common phone: the lists, their filters, pager and search must work one-handed at this width. */
const PHONE = { width: 375, height: 812 };
/** More casinos than fit one page of 15: four pages of the reviews index. */
const CATALOGUE = generateCatalogue({ seed: 11, casinos: 60, bonuses: 20, cities: 5 });
const PAGE_SIZE = 15;

/** What a visitor reads and clicks, per language. */
const LANGUAGES = [
  {
    name: 'German',
    reviews: '/reviews',
    comparison: '/casino-vergleich',
    heading: 'Online Casino Testberichte',
    pages: 'Seiten der Liste',
    previous: 'Zurück',
    next: 'Weiter',
    page: (n: number) => `Seite ${n}`,
    anyPage: /^Seite \d+$/,
    pageOf: (n: number) => new RegExp(`Seite ${n} von \\d+`),
    germanLicence: 'Deutsche Lizenz (GGL)',
    search: 'Casino suchen',
    openSearch: 'Zur Casino-Suche',
    submit: 'Suchen',
    results: (term: string) => new RegExp(`^\\d+ Treffer für „${term}“$`),
    none: (term: string) => `Kein Casino heißt so ähnlich wie „${term}“`,
    apply: 'Anwenden',
    pagesToVisit: ['/', '/casino-vergleich', '/reviews/stake'],
  },
  {
    name: 'English',
    reviews: '/en/reviews',
    comparison: '/en/casino-comparison',
    heading: 'Online Casino Reviews',
    pages: 'List pages',
    previous: 'Previous',
    next: 'Next',
    page: (n: number) => `Page ${n}`,
    anyPage: /^Page \d+$/,
    pageOf: (n: number) => new RegExp(`Page ${n} of \\d+`),
    germanLicence: 'German licence (GGL)',
    search: 'Search casinos',
    openSearch: 'Go to the casino search',
    submit: 'Search',
    results: (term: string) => new RegExp(`^\\d+ results? for “${term}”$`),
    none: (term: string) => `No casino has a name like “${term}”`,
    apply: 'Apply',
    pagesToVisit: ['/en', '/en/casino-comparison', '/en/reviews/stake'],
  },
] as const;

let browser: Browser;
/** The shipped catalogue, as a visitor finds the site. */
let shipped: RunningServer;
/** A server of its own with the generated catalogue imported. */
let large: RunningServer;

before(async () => {
  const started = await Promise.allSettled([launchBrowser(), siteServer(), startServer({ ADMIN_TOKEN })]);
  const failed = started.find((result) => result.status === 'rejected');
  [browser, shipped, large] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined)) as [Browser, RunningServer, RunningServer];
  if (failed) throw (failed as PromiseRejectedResult).reason;
  const imported = await fetch(`${large.url}/admin/import`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(CATALOGUE),
  });
  assert.equal(imported.status, 200, await imported.text());
});
after(async () => {
  await browser?.close();
  await Promise.all([shipped?.stop(), large?.stop()]);
});

/** A phone tab, hydrated at `path`; closing it closes its context. */
async function phonePage(server: RunningServer, path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await browser.newPage({ viewport: PHONE, ...options });
  await page.goto(`${server.url}${path}`);
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return page;
}

/** The casino names on the list's cards (review cards are articles, comparison cards list items), in order. */
const cardNames = (page: Page) => page.locator('main article h2, main ol > li h2').allTextContents();

/** Waits until the cards are no longer `before` (a list loaded in place) and returns them. */
async function cardsChangedFrom(page: Page, before: string[]): Promise<string[]> {
  await page.waitForFunction(
    (previous) => {
      const names = [...document.querySelectorAll('main article h2, main ol > li h2')].map((h) => h.textContent);
      return names.length > 0 && names.join('|') !== previous;
    },
    before.join('|'),
  );
  return cardNames(page);
}

/** The rating each card shows ("9,5/10" or "9.5/10"), as a number. */
async function cardRatings(page: Page): Promise<number[]> {
  const texts = await page.locator('main article, main ol > li:has(h2):not(:has(article))').allTextContents();
  return texts.map((text) => Number(/(\d+(?:[.,]\d+)?)\/10/.exec(text)?.[1]?.replace(',', '.') ?? NaN));
}

/** The list's pager, in the page's main content. */
const pagerOf = (page: Page, name: string) => page.getByRole('main').getByRole('navigation', { name, exact: true });

/** Whether the page is wider than the phone's screen (it would scroll sideways). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Pager links smaller than a fingertip (44 × 44 px), named with their size. */
async function smallTargets(pager: Locator): Promise<string[]> {
  const small: string[] = [];
  for (const link of await pager.getByRole('link').all()) {
    const box = await link.boundingBox();
    if (!box || box.width < 44 || box.height < 44) small.push(`${await link.textContent()}: ${box ? `${Math.round(box.width)}×${Math.round(box.height)}` : 'not shown'}`);
  }
  return small;
}

describe('the shipped catalogue', () => {
  for (const language of LANGUAGES) {
    it(`lists all 13 casinos on one page of ${language.reviews}, without a pager`, async () => {
      const page = await phonePage(shipped, language.reviews);
      assert.equal((await cardNames(page)).length, 13);
      assert.equal(await pagerOf(page, language.pages).count(), 0);
      assert.equal(await page.getByText(language.pageOf(1)).count(), 0);
      await page.close();
    });
  }
});

describe('a catalogue of many pages', () => {
  for (const language of LANGUAGES) {
    it(`pages through ${language.reviews} and back at 375 px, the heading kept, the pager within reach`, async () => {
      const page = await phonePage(large, language.reviews);
      const heading = page.getByRole('heading', { level: 1 });
      const pager = pagerOf(page, language.pages);
      const first = await cardNames(page);
      assert.equal(first.length, PAGE_SIZE);
      assert.equal(await pager.getByRole('link', { name: language.page(1), exact: true }).getAttribute('aria-current'), 'page');
      assert.deepEqual(await smallTargets(pager), []);
      assert.equal(await scrollsSideways(page), false, 'page 1 scrolls sideways');

      await pager.getByRole('link', { name: language.next, exact: true }).click();
      await page.waitForURL(`${large.url}${language.reviews}?seite=2`);
      const second = await cardsChangedFrom(page, first);
      assert.equal(second.length, PAGE_SIZE);
      assert.deepEqual(second.filter((name) => first.includes(name)), [], 'a casino shown on both pages');
      assert.equal(await heading.textContent(), language.heading);
      await page.getByText(language.pageOf(2)).waitFor();
      assert.equal(await pager.getByRole('link', { name: language.page(2), exact: true }).getAttribute('aria-current'), 'page');
      assert.deepEqual(await smallTargets(pager), []);
      assert.equal(await scrollsSideways(page), false, 'page 2 scrolls sideways');

      await pager.getByRole('link', { name: language.previous, exact: true }).click();
      await page.waitForURL(`${large.url}${language.reviews}`);
      assert.deepEqual(await cardsChangedFrom(page, second), first);
      assert.equal(await heading.textContent(), language.heading);

      await pager.getByRole('link', { name: language.page(2), exact: true }).click();
      await page.waitForURL(`${large.url}${language.reviews}?seite=2`);
      assert.deepEqual(await cardsChangedFrom(page, first), second);
      await page.close();
    });

    it(`sends a page number past the end of ${language.reviews} to the last page`, async () => {
      const page = await phonePage(large, language.reviews);
      const numbers = await pagerOf(page, language.pages).getByRole('link', { name: language.anyPage }).allTextContents();
      await page.close();
      const last = Math.max(...numbers.map(Number));
      assert.equal(last, Math.ceil(CATALOGUE.casinos.length / PAGE_SIZE));
      const response = await fetch(`${large.url}${language.reviews}?seite=${last + 5}`, { redirect: 'manual' });
      assert.equal(response.status, 302);
      assert.equal(new URL(response.headers.get('location') ?? '', large.url).href, `${large.url}${language.reviews}?seite=${last}`);
    });

    it(`filters ${language.reviews} by minimum rating and licence, starting again at page 1`, async () => {
      const page = await phonePage(large, `${language.reviews}?seite=2`);
      const unfiltered = await cardNames(page);

      await page.locator('select[name="bewertung"]').selectOption('8.5');
      await page.waitForURL(`${large.url}${language.reviews}?bewertung=8.5`);
      const rated = await cardsChangedFrom(page, unfiltered);
      const ratings = await cardRatings(page);
      assert.ok(rated.length > 0);
      assert.deepEqual(ratings.filter((rating) => !(rating >= 8.5)), [], `ratings shown: ${ratings.join(', ')}`);
      assert.equal(await page.getByText(language.pageOf(2)).count(), 0, 'the filtered list opened at page 2');
      const pager = pagerOf(page, language.pages);
      if (await pager.count()) assert.equal(await pager.getByRole('link', { name: language.page(1), exact: true }).getAttribute('aria-current'), 'page');

      await page.locator('select[name="lizenz"]').selectOption('de');
      await page.waitForURL(`${large.url}${language.reviews}?lizenz=de&bewertung=8.5`);
      const licensed = await cardsChangedFrom(page, rated);
      assert.ok(licensed.length > 0);
      const cards = page.locator('main article');
      for (let index = 0; index < licensed.length; index++) {
        const card = cards.nth(index);
        assert.equal(await card.getByText(language.germanLicence).count(), 1, `${licensed[index]} has no German licence`);
      }
      assert.deepEqual((await cardRatings(page)).filter((rating) => !(rating >= 8.5)), []);
      assert.equal(await scrollsSideways(page), false);
      await page.close();
    });

    it(`sorts ${language.comparison} by rating over the whole catalogue, 15 a page, best first across pages`, async () => {
      const page = await phonePage(large, language.comparison);
      const ranked = await cardNames(page);
      await page.locator('select[name="sortierung"]').selectOption('rating');
      await page.waitForURL(`${large.url}${language.comparison}?sortierung=rating`);
      await cardsChangedFrom(page, ranked);
      await page.getByText(language.pageOf(1)).waitFor();
      const first = await cardNames(page);
      const firstRatings = await cardRatings(page);
      assert.equal(first.length, PAGE_SIZE);
      assert.deepEqual(firstRatings, [...firstRatings].sort((a, b) => b - a));

      const pager = pagerOf(page, language.pages);
      assert.deepEqual(await smallTargets(pager), []);
      await pager.getByRole('link', { name: language.next, exact: true }).click();
      await page.waitForURL(`${large.url}${language.comparison}?sortierung=rating&seite=2`);
      const second = await cardsChangedFrom(page, first);
      assert.deepEqual(second.filter((name) => first.includes(name)), []);
      const secondRatings = await cardRatings(page);
      assert.ok(secondRatings[0]! <= firstRatings.at(-1)!, `page 2 starts at ${secondRatings[0]}, page 1 ends at ${firstRatings.at(-1)}`);
      assert.equal(await scrollsSideways(page), false);
      await page.close();
    });

    it(`suggests LeoVegas while "leo vegs" is typed on ${language.reviews}, and finds it first`, async () => {
      const page = await phonePage(large, language.reviews);
      const box = page.getByRole('search').getByLabel(language.search, { exact: true });
      await box.click();
      await box.pressSequentially('leo vegs', { delay: 40 });
      // Every keystroke landed: the suggestions never reset or held up the field.
      assert.equal(await box.inputValue(), 'leo vegs');
      await page.waitForFunction(() => {
        const input = document.querySelector<HTMLInputElement>('input[name="suche"]');
        return [...(input?.list?.options ?? [])].some((option) => option.value === 'LeoVegas');
      });
      await page.getByRole('search').getByRole('button', { name: language.submit, exact: true }).click();
      await page.waitForURL(new RegExp(`^${large.url}${language.reviews}\\?suche=leo(\\+|%20)vegs$`));
      await page.getByRole('status').filter({ hasText: language.results('leo vegs') }).waitFor();
      assert.equal((await cardNames(page))[0], 'LeoVegas');
      assert.equal(await scrollsSideways(page), false);

      await box.fill('drück glück');
      await box.press('Enter');
      await page.getByRole('status').filter({ hasText: language.results('drück glück') }).waitFor();
      assert.equal((await cardNames(page))[0], 'DrückGlück');

      await box.fill('qqxzv wwpk');
      await box.press('Enter');
      await page.getByRole('status').filter({ hasText: language.none('qqxzv wwpk') }).waitFor();
      assert.equal((await cardNames(page)).length, 0);
      await page.close();
    });

    it(`pages, filters and searches ${language.reviews} without JavaScript, the server rendering each answer`, async () => {
      const page = await phonePage(large, language.reviews, { javaScriptEnabled: false });
      const pager = pagerOf(page, language.pages);
      const first = await cardNames(page);
      assert.equal(first.length, PAGE_SIZE);
      await pager.getByRole('link', { name: language.next, exact: true }).click();
      await page.waitForURL(`${large.url}${language.reviews}?seite=2`);
      const second = await cardNames(page);
      assert.equal(second.length, PAGE_SIZE);
      assert.deepEqual(second.filter((name) => first.includes(name)), []);
      await pager.getByRole('link', { name: language.previous, exact: true }).click();
      await page.waitForURL(`${large.url}${language.reviews}`);
      assert.deepEqual(await cardNames(page), first);

      await page.locator('select[name="bewertung"]').selectOption('8.5');
      await page.getByRole('button', { name: language.apply, exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('bewertung') === '8.5' && !url.searchParams.has('seite'));
      const ratings = await cardRatings(page);
      assert.ok(ratings.length > 0);
      assert.deepEqual(ratings.filter((rating) => !(rating >= 8.5)), []);

      await page.getByRole('search').getByLabel(language.search, { exact: true }).fill('leo vegs');
      await page.getByRole('search').getByRole('button', { name: language.submit, exact: true }).click();
      await page.waitForURL(`${large.url}${language.reviews}?suche=leo+vegs`);
      assert.equal(await page.getByRole('status').filter({ hasText: language.results('leo vegs') }).count(), 1);
      assert.equal((await cardNames(page))[0], 'LeoVegas');
      await page.close();
    });

    it(`opens the casino search from the header of ${language.pagesToVisit.join(', ')} at 375 px`, async () => {
      const page = await phonePage(shipped, language.pagesToVisit[0]);
      for (const path of language.pagesToVisit) {
        if (path !== language.pagesToVisit[0]) {
          await page.goto(`${shipped.url}${path}`);
          await waitForHydration(page);
        }
        const link = page.getByRole('banner').getByRole('link', { name: language.openSearch, exact: true });
        assert.ok(await link.isVisible(), `no search in the header of ${path}`);
        await link.click();
        await page.waitForURL(`${shipped.url}${language.reviews}#suche`);
        assert.ok(await page.getByRole('search').getByLabel(language.search, { exact: true }).isVisible(), `the search field is not shown after the header's search on ${path}`);
      }
      await page.close();
    });
  }

  it('offers the casino search in the header of every page the sitemaps list', async () => {
    const missing: string[] = [];
    for (const language of ['de', 'en'] as const) {
      const xml = await (await fetch(`${shipped.url}/sitemap-${language}.xml`)).text();
      const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!.replace(/&amp;/g, '&')).pathname);
      assert.ok(paths.length > 20, `sitemap-${language}.xml lists ${paths.length} addresses`);
      const target = `href="${language === 'en' ? '/en' : ''}/reviews#suche"`;
      for (const path of paths) {
        const html = await (await fetch(`${shipped.url}${path}`)).text();
        const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
        if (!header.includes(target)) missing.push(path);
      }
    }
    assert.deepEqual(missing, []);
  });
});
