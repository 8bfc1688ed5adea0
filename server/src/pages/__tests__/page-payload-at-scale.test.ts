import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { expect } from 'expect';
import { bonusesPath, casinoSlug, casinosPath, featuredBonusesPath, featuredCasinosPath, type Casino } from '@casino/shared';
import { generateCatalogue } from '../../../../scripts/bench/generate-catalogue.mjs';
import { pageStateOf } from '../../test-kit/browse';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

// A page about one casino, the home page and a city page are what they show, whatever the
// catalogue holds: at 500 casinos they carry about what they carry with the shipped 13. Measured
// side by side in bytes (the HTML, compressed as it goes out, and the query state it carries).
const TOKEN = 'pages-carry-what-they-show-0123456789abcdef';
const AT_SCALE = generateCatalogue({ seed: 7, casinos: 500, bonuses: 500, cities: 100 });
/** How much larger a page may be at 500 casinos than with the shipped 13. */
const BOUND = 1.25;
const PAGES = [
  '/reviews/stake',
  '/en/reviews/stake',
  '/reviews/leovegas',
  '/reviews/sol-casino',
  '/en/reviews/sol-casino',
  '/',
  '/en',
  '/beste-casino-boni',
  '/locations/berlin/online-casino',
  // The lists show a page of cards: the shipped 13 fit on one, at 500 the first of many.
  '/reviews',
  '/en/reviews',
  '/casino-vergleich?sortierung=rating',
];

/**
 * The featured lists are what the home page shows, as many as the editors feature (the generated
 * catalogue keeps the shipped picks): the page carries them as the API answers them, and the rest
 * of its state is measured against the bound.
 */
const FEATURED = [featuredCasinosPath, featuredBonusesPath];

interface Measure {
  html: number;
  compressed: number;
  /** The query state's bytes, the featured lists left out. */
  state: number;
  queries: string[];
}

async function measure(t: TestApp, url: string): Promise<Measure> {
  const page = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
  expect({ url, status: page.statusCode }).toEqual({ url, status: 200 });
  const { queries } = pageStateOf(page.body);
  const keys = queries.queries.map((query) => String(query.queryKey[0]));
  const rest = queries.queries.filter((query) => !FEATURED.includes(String(query.queryKey[0])));
  for (const query of queries.queries.filter((candidate) => !rest.includes(candidate))) {
    const path = String(query.queryKey[0]);
    expect({ url, path, data: query.state.data }).toEqual({ url, path, data: (await t.app.inject(path)).json() });
  }
  return {
    html: page.rawPayload.length,
    compressed: gzipSync(page.rawPayload, { level: 6 }).length,
    state: JSON.stringify({ ...queries, queries: rest }).length,
    queries: keys,
  };
}

let shipped: TestApp;
let scaled: TestApp;
before(async () => {
  [shipped, scaled] = await Promise.all([createTestApp({ renderRateLimit: 0 }), createTestApp({ renderRateLimit: 0, adminToken: TOKEN })]);
  const imported = await scaled.app.inject({ method: 'POST', url: '/admin/import', headers: { authorization: `Bearer ${TOKEN}` }, payload: AT_SCALE });
  expect(imported.statusCode).toBe(200);
});
after(() => Promise.all([shipped?.close(), scaled?.close()]));

describe('pages at 500 casinos', () => {
  it('hold the generated catalogue', async () => {
    const casinos = (await scaled.app.inject('/api/casinos')).json<Casino[]>();
    expect(casinos).toHaveLength(500);
  });

  for (const url of PAGES) {
    it(`${url} carries about what it carries with the shipped 13 casinos, and never a whole list`, async () => {
      const [small, large] = await Promise.all([measure(shipped, url), measure(scaled, url)]);
      const ratios = { html: large.html / small.html, compressed: large.compressed / small.compressed, state: large.state / small.state };
      expect({ url, small, large, within: Object.values(ratios).every((ratio) => ratio <= BOUND) }).toEqual({ url, small, large, within: true });
      expect(large.queries).not.toContain(casinosPath);
      expect(large.queries).not.toContain(bonusesPath);
    });
  }

  it('answers one casino of the 500 by the slug of its name, and 404 for a slug no casino has', async () => {
    const casinos = (await scaled.app.inject('/api/casinos')).json<Casino[]>();
    // A generated one: the shipped DrückGlück has a written review of its own.
    const withUmlaut = casinos.slice(13).find((casino) => /[äöüß]/.test(casino.name))!;
    const found = await scaled.app.inject(`/api/casinos/${casinoSlug(withUmlaut.name)}`);
    expect(found.json<Casino>()).toEqual(withUmlaut);
    const review = await scaled.app.inject(`/reviews/${casinoSlug(withUmlaut.name)}`);
    expect(review.statusCode).toBe(200);
    expect(review.body).toContain(`<h1>${withUmlaut.name}</h1>`);
    for (const slug of ['no-such-casino', withUmlaut.slug.toUpperCase(), `${casinoSlug(withUmlaut.name)}-x`]) {
      const missing = await scaled.app.inject(`/api/casinos/${encodeURIComponent(slug)}`);
      expect({ slug, status: missing.statusCode, body: missing.json() }).toEqual({ slug, status: 404, body: { message: 'Casino not found' } });
      expect((await scaled.app.inject(`/reviews/${encodeURIComponent(slug.toLowerCase())}-nowhere`)).statusCode).toBe(404);
    }
  });
});
