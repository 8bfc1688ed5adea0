import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { expect } from 'expect';
import fc from 'fast-check';
import { casinoSearchPath, MAX_SEARCH_LENGTH, normalizeSearchTerm, type Casino } from '@casino/shared';
import { generateCatalogue } from '../../../../scripts/bench/generate-catalogue.mjs';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

const TOKEN = 'casino-search-admin-0123456789abcdef';
const AT_SCALE = generateCatalogue({ seed: 7, casinos: 500, bonuses: 500, cities: 100 });

/** What a visitor types, and the review slug of the casino they mean. */
const TYPED = [
  { term: 'leo vegs', slug: 'leovegas' },
  { term: 'drück glück', slug: 'drueckglueck' },
  { term: 'drueck glueck', slug: 'drueckglueck' },
  { term: 'DRÜCKGLÜCK', slug: 'drueckglueck' },
  { term: 'stake', slug: 'stake' },
  { term: 'leo', slug: 'leovegas' },
  { term: 'lapalingo', slug: 'lapalingo' },
  { term: 'sunmakr', slug: 'sunmaker' },
  { term: 'bet at home', slug: 'bet-at-home' },
];

let shipped: TestApp;
let scaled: TestApp;
before(async () => {
  [shipped, scaled] = await Promise.all([createTestApp({ renderRateLimit: 0 }), createTestApp({ adminToken: TOKEN })]);
  const imported = await scaled.app.inject({ method: 'POST', url: '/admin/import', headers: { authorization: `Bearer ${TOKEN}` }, payload: AT_SCALE });
  expect(imported.statusCode).toBe(200);
});
after(() => Promise.all([shipped?.close(), scaled?.close()]));

const search = async (t: TestApp, term: string, limit?: number) => {
  const response = await t.app.inject(casinoSearchPath(term, limit));
  expect({ term, status: response.statusCode }).toEqual({ term, status: 200 });
  return response.json<Casino[]>();
};
const slugs = (casinos: Casino[]) => casinos.map((casino) => casino.slug);

for (const [label, app] of [['the shipped catalogue', () => shipped], ['500 generated casinos', () => scaled]] as const) {
  describe(`casino search on ${label}`, () => {
    for (const { term, slug } of TYPED) {
      it(`"${term}" finds ${slug} first`, async () => {
        const [first] = await search(app(), term);
        expect({ term, first: first?.slug }).toEqual({ term, first: slug });
      });
    }

    it('answers the same casinos the list shows, as the list shows them', async () => {
      const all = (await app().app.inject('/api/casinos')).json<Casino[]>();
      const found = await search(app(), 'casino');
      expect(found.length).toBeGreaterThan(0);
      for (const casino of found) expect(casino).toEqual(all.find((listed) => listed.slug === casino.slug));
    });
  });
}

describe('casino search on 500 generated casinos', () => {
  it('finds nearly every casino first by its name with a letter missing, and every one among the first five', async () => {
    const misses: string[] = [];
    let first = 0;
    for (const casino of AT_SCALE.casinos) {
      const middle = Math.floor(casino.name.length / 2);
      const typo = casino.name.slice(0, middle) + casino.name.slice(middle + 1);
      const found = slugs(await search(scaled, typo, 5));
      if (found[0] === casino.slug) first++;
      // Some names differ by a space alone ("Alt Luck", "AltLuck"): a typo of one is as near the other.
      else if (!found.includes(casino.slug)) misses.push(`${typo}: ${found.join(', ')}`);
    }
    expect(misses).toEqual([]);
    expect(first / AT_SCALE.casinos.length).toBeGreaterThan(0.9);
  });

  it('offers the names starting with what is typed so far, the shortest first', async () => {
    const found = await search(scaled, 'Sta', 5);
    expect(found.map((casino) => casino.name.slice(0, 3).toLowerCase())).toEqual(found.map(() => 'sta'));
    expect(found[0]!.slug).toBe('stake');
  });

  it('gives at most the count asked for', async () => {
    expect(await search(scaled, 'casino', 3)).toHaveLength(3);
    expect((await search(scaled, 'casino')).length).toBeLessThanOrEqual(20);
  });
});

describe('what a search takes', () => {
  it('finds nothing for an empty term, spaces alone, punctuation alone, or no term at all', async () => {
    for (const term of ['', '   ', '\t\n', '!!!', '%', '_', '%%%', '\\']) expect({ term, found: await search(shipped, term) }).toEqual({ term, found: [] });
    expect((await shipped.app.inject('/api/casino-search')).json()).toEqual([]);
  });

  it('reads % and _ as the text they are, never as wildcards', async () => {
    expect(slugs(await search(shipped, 'st%ke'))).toEqual(slugs(await search(shipped, 'stke')));
    expect(slugs(await search(shipped, 'l_o'))).toEqual(slugs(await search(shipped, 'lo')));
    expect(slugs(await search(shipped, 'l_o'))).not.toContain('lapalingo');
  });

  it(`refuses a term longer than ${MAX_SEARCH_LENGTH} characters, and a count that is not a whole number from 1 to 20, in words`, async () => {
    const longest = '🎰'.repeat(MAX_SEARCH_LENGTH);
    expect((await shipped.app.inject(casinoSearchPath(longest))).statusCode).toBe(200);
    for (const url of [
      casinoSearchPath(`${longest}x`),
      casinoSearchPath('x'.repeat(MAX_SEARCH_LENGTH + 1)),
      '/api/casino-search?q=stake&limit=0',
      '/api/casino-search?q=stake&limit=21',
      '/api/casino-search?q=stake&limit=2.5',
      '/api/casino-search?q=stake&limit=two',
      '/api/casino-search?q=stake&limit=',
    ]) {
      const response = await shipped.app.inject(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      const { message } = response.json<{ message: string }>();
      expect(message).toMatch(/^Invalid request: (q needs text of at most 60 characters|limit needs a whole number from 1 to 20)$/);
    }
  });

  it('is compressed as the client accepts, cached briefly, and 304 for its ETag', async () => {
    const plain = await shipped.app.inject({ url: casinoSearchPath('leo'), headers: { 'accept-encoding': 'identity' } });
    const compressed = await shipped.app.inject({ url: casinoSearchPath('leo'), headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=60');
    const again = await shipped.app.inject({ url: casinoSearchPath('leo'), headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 1,000 hostile terms with a list or a refusal in words, never a 5xx', async () => {
    const hostile = fc.oneof(
      fc.string({ maxLength: 70 }),
      fc.string({ unit: 'binary', maxLength: 70 }),
      fc.string({ unit: 'grapheme', maxLength: 70 }),
      fc.constantFrom("'; DROP TABLE casinos; --", '%_%', '\\', '\\%', '\u0000', 'a\u0000b', '\u202eleo', '\u200f\u200e', '🎰🎰', '\ud800', "O'Reilly", '$1', '"quoted"', 'ẞ', 'Ä'.repeat(61)),
    );
    await fc.assert(
      fc.asyncProperty(hostile, fc.integer({ min: -5, max: 30 }), async (term, limit) => {
        // What a browser cannot encode (a lone surrogate) goes as the invalid UTF-8 an attacker sends.
        const q = term.replace(/[\s\S]/gu, (char) => (/^[\ud800-\udfff]$/.test(char) ? '%ED%A0%80' : encodeURIComponent(char)));
        const response = await shipped.app.inject(`/api/casino-search?q=${q}&limit=${limit}`);
        expect({ term, limit, status: response.statusCode < 500 ? 'below 500' : response.statusCode }).toEqual({ term, limit, status: 'below 500' });
        if (response.statusCode === 400) expect(response.json<{ message: string }>().message).not.toMatch(/querystring|\/q|pattern|\^/);
        else expect(Array.isArray(response.json())).toBe(true);
      }),
      { seed: 20261128, numRuns: 1000 },
    );
  });
});

describe('casino search while a page renders on the server', () => {
  it('gives the API\'s answer in-process, from the database', async () => {
    for (const term of ['leo vegs', 'drück glück', '']) {
      const path = casinoSearchPath(normalizeSearchTerm(term), 5);
      expect({ path, data: await scaled.app.resolveApi(path) }).toEqual({ path, data: (await scaled.app.inject(path)).json() });
    }
  });

  it('refuses what the API refuses', async () => {
    await expect(scaled.app.resolveApi(casinoSearchPath('x'.repeat(MAX_SEARCH_LENGTH + 1)))).rejects.toMatchObject({ status: 400 });
    await expect(scaled.app.resolveApi('/api/casino-search?q=leo&limit=50')).rejects.toMatchObject({ status: 400 });
  });

  it('follows an import: a casino renamed is found by its new name at once', async () => {
    const renamed = structuredClone(AT_SCALE);
    renamed.casinos[0]!.name = 'Quokka Quasar';
    const imported = await scaled.app.inject({ method: 'POST', url: '/admin/import', headers: { authorization: `Bearer ${TOKEN}` }, payload: renamed });
    expect(imported.statusCode).toBe(200);
    expect(slugs(await search(scaled, 'quokka quasr'))[0]).toBe(renamed.casinos[0]!.slug);
    expect((await scaled.app.resolveApi(casinoSearchPath('quokka quasr')) as Casino[])[0]?.name).toBe('Quokka Quasar');
  });
});

describe('normalizeSearchTerm', () => {
  it('trims, collapses spaces and cuts at the longest term the server takes, never inside a character', () => {
    expect(normalizeSearchTerm('  leo \t  vegas ')).toBe('leo vegas');
    expect(Array.from(normalizeSearchTerm('🎰'.repeat(80)))).toHaveLength(MAX_SEARCH_LENGTH);
    expect(normalizeSearchTerm(`${'a'.repeat(MAX_SEARCH_LENGTH - 1)} b`)).toBe('a'.repeat(MAX_SEARCH_LENGTH - 1));
    expect(casinoSearchPath(normalizeSearchTerm('leo\ud800'))).toBe(casinoSearchPath('leo\ufffd'));
  });
});
