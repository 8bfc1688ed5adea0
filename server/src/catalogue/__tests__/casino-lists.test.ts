import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { CASINO_PAGE_SIZE, filterCasinos, readFilters, type Casino, type CasinoListPage } from '@casino/shared';
import { generateCatalogue } from '../../../../scripts/bench/generate-catalogue.mjs';
import { pageStateOf } from '../../test-kit/browse';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

// The reviews index and the comparison at 500 casinos: a page of cards at a time, at its own
// address, with links to the others; filters and page numbers in the URL; anything else sent on.
const TOKEN = 'lists-for-thousands-0123456789abcdef';
const CASINOS = 500;
const LAST = Math.ceil(CASINOS / CASINO_PAGE_SIZE);
/** The test servers' public address (their SITE_URL). */
const ORIGIN = 'https://casino.test';

let t: TestApp;
let all: Casino[];
before(async () => {
  t = await createTestApp({ renderRateLimit: 0, adminToken: TOKEN });
  const payload = generateCatalogue({ seed: 11, casinos: CASINOS, bonuses: 100, cities: 20 });
  const imported = await t.app.inject({ method: 'POST', url: '/admin/import', headers: { authorization: `Bearer ${TOKEN}` }, payload });
  expect(imported.statusCode).toBe(200);
  all = (await t.app.inject('/api/casinos')).json<Casino[]>();
});
after(() => t?.close());

const page = (url: string) => t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
const list = async (query: string) => {
  const answer = await t.app.inject(`/api/casino-list${query}`);
  expect({ query, status: answer.statusCode }).toEqual({ query, status: 200 });
  return answer.json<CasinoListPage>();
};
const headLink = (html: string, rel: string, hreflang?: string) =>
  new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]+)"`).exec(html)?.[1];
const names = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((match) => match[1]);

describe('the casino list API', () => {
  it('gives one page of the list at a time, in list order, with the count of pages', async () => {
    const first = await list('');
    expect({ total: first.total, pages: first.pages, shown: first.casinos.map((c) => c.slug) }).toEqual({ total: CASINOS, pages: LAST, shown: all.slice(0, CASINO_PAGE_SIZE).map((c) => c.slug) });
    const last = await list(`?page=${LAST}`);
    expect(last.casinos.map((c) => c.slug)).toEqual(all.slice((LAST - 1) * CASINO_PAGE_SIZE).map((c) => c.slug));
    expect((await list(`?page=${LAST + 1}`)).casinos).toEqual([]);
  });

  it('filters the whole catalogue as the pages describe it', async () => {
    for (const [query, address] of [['?licence=de', 'lizenz=de'], ['?minRating=9', 'bewertung=9'], ['?payment=PayPal&fast=1&sort=rating', 'zahlung=PayPal&auszahlung=schnell&sortierung=rating']]) {
      const expected = filterCasinos(all, readFilters(new URLSearchParams(address)));
      const answer = await list(query!);
      expect({ query, total: answer.total, first: answer.casinos.map((c) => c.slug) }).toEqual({ query, total: expected.length, first: expected.slice(0, CASINO_PAGE_SIZE).map((c) => c.slug) });
      expect(expected.length).toBeGreaterThan(0);
    }
  });

  it('refuses a request it cannot answer with a 400 that says which parameter, never a 5xx', async () => {
    for (const [query, words] of [
      ['?page=0', 'page must be a whole number'],
      ['?page=abc', 'page must be a whole number'],
      ['?page=10000', 'page must be a whole number'],
      ['?minRating=11', 'minRating must be'],
      ['?licence=ggl', 'licence must be one of de, eu'],
      ['?sort=evil', 'sort must be one of'],
      ['?payment=', 'payment must be'],
      ['?payment=' + 'x'.repeat(41), 'payment must be'],
      ['?page=1&page=2', 'page is given more than once'],
      ['?limit=5000', 'Unknown parameter "limit"'],
    ]) {
      const answer = await t.app.inject(`/api/casino-list${query}`);
      expect({ query, status: answer.statusCode, message: answer.json<{ message: string }>().message.includes(words!) }).toEqual({ query, status: 400, message: true });
    }
  });

  it('goes out compressed, with an ETag a client revalidates with 304', async () => {
    const answer = await t.app.inject({ url: '/api/casino-list?page=2', headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.headers['content-encoding']).toBe('br');
    const again = await t.app.inject({ url: '/api/casino-list?page=2', headers: { 'if-none-match': String(answer.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe('the reviews index at 500 casinos', () => {
  it('shows one page of cards, carries only that page, and links the other pages', async () => {
    const second = await page('/reviews?seite=2');
    expect(second.statusCode).toBe(200);
    expect(names(second.body).filter((name) => all.some((c) => c.name === name))).toEqual(all.slice(CASINO_PAGE_SIZE, 2 * CASINO_PAGE_SIZE).map((c) => c.name));
    const { queries } = pageStateOf(second.body);
    expect(queries.queries.map((query) => String(query.queryKey[0])).sort()).toEqual(['/api/advertising', '/api/casino-count', '/api/casino-list?page=2', '/api/payment-methods']);
    for (const href of ['/reviews', '/reviews?seite=3', `/reviews?seite=${LAST}`]) expect(second.body).toContain(`href="${href}"`);
    expect(second.body).toContain(`Alle ${CASINOS} Casinos vergleichen`);
  });

  it('names each page its own canonical address, in both languages, and lets search engines index it', async () => {
    const second = await page('/reviews?seite=2');
    expect(headLink(second.body, 'canonical')).toBe(`${ORIGIN}/reviews?seite=2`);
    expect(headLink(second.body, 'alternate', 'en')).toBe(`${ORIGIN}/en/reviews?seite=2`);
    expect(second.body).not.toContain('noindex');
    const filtered = await page('/reviews?lizenz=eu&seite=2');
    expect(headLink(filtered.body, 'canonical')).toBe(`${ORIGIN}/reviews?seite=2`);
    const english = await page('/en/reviews?seite=3');
    expect(headLink(english.body, 'canonical')).toBe(`${ORIGIN}/en/reviews?seite=3`);
    expect(english.body).toContain('Page 3 of');
  });

  it('sends a page past the end to the last page, and a junk or first page number to the list itself', async () => {
    for (const [from, to] of [
      ['/reviews?seite=999', `/reviews?seite=${LAST}`],
      ['/reviews?seite=1', '/reviews'],
      ['/reviews?seite=01', '/reviews'],
      ['/reviews?seite=abc', '/reviews'],
      ['/reviews?seite=-3', '/reviews'],
      ['/reviews?seite=2&seite=3', '/reviews?seite=2'],
      ['/reviews?bewertung=9.5&seite=9999', '/reviews?bewertung=9.5'],
      ['/en/reviews?lizenz=xx', '/en/reviews'],
      ['/casino-vergleich?seite=50', '/casino-vergleich'],
    ]) {
      const answer = await page(from!);
      expect({ from, status: answer.statusCode, location: answer.headers.location }).toEqual({ from, status: 302, location: to });
    }
  });

  it('filters by licence, payment method and rating through the URL', async () => {
    const expected = filterCasinos(all, readFilters(new URLSearchParams('bewertung=9'))).slice(0, CASINO_PAGE_SIZE).map((c) => c.name);
    const filtered = await page('/reviews?bewertung=9');
    expect(names(filtered.body).filter((name) => all.some((c) => c.name === name))).toEqual(expected);
  });
});

describe('the comparison at 500 casinos', () => {
  it('ranks the featured casinos, and pages through the whole catalogue once filtered', async () => {
    const ranked = await page('/casino-vergleich');
    const featured = (await t.app.inject('/api/casinos/featured')).json<Casino[]>();
    expect(names(ranked.body).filter((name) => all.some((c) => c.name === name))).toEqual(featured.slice(0, CASINO_PAGE_SIZE).map((c) => c.name));
    const eu = filterCasinos(all, readFilters(new URLSearchParams('lizenz=eu')));
    const second = await page('/casino-vergleich?lizenz=eu&seite=2');
    expect(second.statusCode).toBe(200);
    expect(names(second.body).filter((name) => all.some((c) => c.name === name))).toEqual(eu.slice(CASINO_PAGE_SIZE, 2 * CASINO_PAGE_SIZE).map((c) => c.name));
    expect(second.body).toContain(`<ol start="${CASINO_PAGE_SIZE + 1}"`);
  });
});
