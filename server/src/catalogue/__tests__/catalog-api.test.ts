import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect } from 'expect';
import type { Casino, Bonus } from '@casino/shared';
import { CatalogCache } from '../catalog-cache';
import type { Database } from '../../core/db/database';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

describe('catalogue API', () => {
  it('lists the seeded casinos in server order with every spec field', async () => {
    const response = await t.app.inject('/api/casinos');
    expect(response.statusCode).toBe(200);
    const casinos = response.json<Casino[]>();
    expect(casinos).toHaveLength(13);
    expect(casinos[0]).toMatchObject({ slug: 'stake', name: 'Stake', rating: '9.9', affiliateUrl: '/go/stake' });
    expect(Object.keys(casinos[0]!)).toEqual(
      expect.arrayContaining(['id', 'name', 'description', 'descriptionDe', 'bonus', 'bonusDe', 'bonusType', 'bonusTypeDe', 'rating',
        'imageUrl', 'brandColor', 'affiliateUrl', 'freeSpins', 'licences', 'products', 'payoutPercentage', 'withdrawalTime', 'gamesCount', 'trustScore',
        'pros', 'cons', 'paymentMethods', 'priority', 'foundedYear', 'liveCasino', 'mobileCompatible', 'verifiedAt']),
    );
    expect(casinos[0]!.pros).toEqual({ de: expect.any(Array), en: expect.any(Array) });
    expect(casinos[0]!.verifiedAt).toBe('2026-11-01');
    // Facts as data, each page writes them in its language's format.
    expect(casinos[0]).toMatchObject({ licences: ['curacao'], payoutPercentage: 98, brandColor: '#1a2c38' });
  });

  it('states each casino\'s licences once, as the licence ids its reviews name', async () => {
    const casinos = (await t.app.inject('/api/casinos')).json<Casino[]>();
    const licences = Object.fromEntries(casinos.map((casino) => [casino.slug, casino.licences]));
    expect(licences).toMatchObject({ stake: ['curacao'], drueckglueck: ['mga'], leovegas: ['mga'], 'bet-at-home': ['at'] });
    expect(Object.keys(casinos[0]!)).not.toContain('germanLicense');
  });

  it('never hands out a partner URL, only the site redirect', async () => {
    const body = (await t.app.inject('/api/casinos')).body;
    expect(body).not.toMatch(/utm_source|https:\/\/stake\.com/);
  });

  it('lists the featured casinos in featured order and the featured bonuses', async () => {
    const featured = (await t.app.inject('/api/casinos/featured')).json<Casino[]>();
    expect(featured.map((c) => c.slug)).toEqual(['stake', 'sol', 'fresh', 'jet', 'legzo', 'izzi', 'starda', 'drip']);
    const bonuses = (await t.app.inject('/api/bonuses/featured')).json<Bonus[]>();
    expect(bonuses.map((b) => b.casinoSlug)).toEqual(['sol', 'starda']);
    expect(bonuses[0]).toMatchObject({ affiliateUrl: '/go/sol', amountEuros: 2000, freeSpins: 300, buttonTextDe: expect.any(String), titleDe: expect.any(String) });
  });

  // Regression: Starda's wagering was 35x in its bonus's terms and 30x on the bonus page.
  it('lists every bonus with its wagering as a figure of its own, in catalogue order', async () => {
    const response = await t.app.inject('/api/bonuses');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^".+"$/);
    const bonuses = response.json<Bonus[]>();
    expect(bonuses.map((b) => [b.casinoSlug, b.wagering])).toEqual([
      ['sol', 35], ['starda', 35], ['leovegas', 35], ['drueckglueck', 35], ['lapalingo', 40], ['sunmaker', 35], ['bet-at-home', 30],
    ]);
    // The terms are the rest of the small print: the figure is not stated twice.
    for (const bonus of bonuses) expect([bonus.terms, bonus.termsDe]).not.toContainEqual(expect.stringMatching(/\d+\s*x|\d+-fach/));
    expect(response.body).not.toMatch(/utm_source/);
    // Nor do the casinos' own texts: DrückGlück's description and pros named its 35x.
    const casinos = (await t.app.inject('/api/casinos')).json<Casino[]>();
    for (const casino of casinos) {
      const texts = [casino.description, casino.descriptionDe, ...Object.values(casino.pros ?? {}).flat(), ...Object.values(casino.cons ?? {}).flat()];
      expect({ casino: casino.slug, wagering: texts.filter((text) => /\d+\s*x\b|\d+-fach/.test(text)) }).toEqual({ casino: casino.slug, wagering: [] });
    }
  });

  it('answers a repeated list request with 304 by its ETag and caches briefly', async () => {
    const first = await t.app.inject('/api/casinos');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toMatch(/max-age=60/);
    const second = await t.app.inject({ url: '/api/casinos', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('sends a list compressed as the client accepts, the same JSON its ETag names, and 304 for that ETag in any encoding', async () => {
    const plain = await t.app.inject('/api/casinos');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await t.app.inject({ url: '/api/casinos', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ url: '/api/casinos', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // A client that refuses brotli gets gzip; one that refuses both gets the JSON as it is.
    expect((await t.app.inject({ url: '/api/casinos', headers: { 'accept-encoding': 'br;q=0, gzip' } })).headers['content-encoding']).toBe('gzip');
    expect((await t.app.inject({ url: '/api/casinos', headers: { 'accept-encoding': 'identity' } })).headers['content-encoding']).toBeUndefined();
    expect(br.rawPayload.length * 3).toBeLessThan(plain.rawPayload.length);
    expect([br.headers.etag, gzip.headers.etag]).toEqual([plain.headers.etag, plain.headers.etag]);
    const again = await t.app.inject({ url: '/api/casinos', headers: { 'accept-encoding': 'br', 'if-none-match': `W/${plain.headers.etag as string}` } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    for (const url of ['/api/casinos/featured', '/api/bonuses', '/api/casinos?limit=5', '/api/casinos/sol-casino', '/api/offers/sol']) {
      const answer = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect({ url, status: answer.statusCode, encoding: answer.headers['content-encoding'] }).toEqual({ url, status: 200, encoding: 'gzip' });
      const held = await t.app.inject({ url, headers: { 'if-none-match': answer.headers.etag as string } });
      expect({ url, status: held.statusCode }).toEqual({ url, status: 304 });
    }
  });

  it('answers one casino by the slug of its name, and 404 JSON for a slug no casino has', async () => {
    const sol = await t.app.inject('/api/casinos/sol-casino');
    expect(sol.statusCode).toBe(200);
    expect(sol.json<Casino>()).toMatchObject({ slug: 'sol', name: 'Sol Casino', affiliateUrl: '/go/sol' });
    expect((await t.app.inject('/api/casinos/drueckglueck')).json<Casino>()).toMatchObject({ name: 'DrückGlück' });
    const all = (await t.app.inject('/api/casinos')).json<Casino[]>();
    expect(sol.json()).toEqual(all.find((casino) => casino.slug === 'sol'));
    // The catalogue slug is not the review's: "sol" names no casino by the spec's rule.
    for (const url of ['/api/casinos/sol', '/api/casinos/nowhere', '/api/casinos/Sol-Casino', "/api/casinos/'%20OR%201=1--", '/api/offers/nowhere', '/api/offers/sol-casino']) {
      const missing = await t.app.inject(url);
      expect({ url, status: missing.statusCode, body: missing.json() }).toEqual({ url, status: 404, body: { message: 'Casino not found' } });
    }
    expect((await t.app.inject('/api/casinos/featured')).json<Casino[]>()).toHaveLength(8);
  });

  it('answers a casino by its catalogue slug with its offer, the first of its bonuses, or none', async () => {
    const bonuses = (await t.app.inject('/api/bonuses')).json<Bonus[]>();
    const starda = (await t.app.inject('/api/offers/starda')).json<{ casino: Casino; bonus: Bonus | null }>();
    expect(starda.casino).toMatchObject({ slug: 'starda', name: 'Starda Casino' });
    expect(starda.bonus).toEqual(bonuses.find((bonus) => bonus.casinoSlug === 'starda'));
    expect((await t.app.inject('/api/offers/stake')).json()).toMatchObject({ casino: { slug: 'stake' }, bonus: null });
  });

  it('answers the first casinos by count, and the bonuses of named casinos, within bounds', async () => {
    const all = (await t.app.inject('/api/casinos')).json<Casino[]>();
    expect((await t.app.inject('/api/casinos?limit=5')).json<Casino[]>()).toEqual(all.slice(0, 5));
    expect((await t.app.inject('/api/casinos?limit=100')).json<Casino[]>()).toEqual(all);
    const named = (await t.app.inject('/api/bonuses?casinos=sunmaker,sol,nowhere')).json<Bonus[]>();
    expect(named.map((bonus) => bonus.casinoSlug)).toEqual(['sol', 'sunmaker']);
    for (const url of ['/api/casinos?limit=0', '/api/casinos?limit=101', '/api/casinos?limit=abc', '/api/casinos?limit=1e9',
      `/api/bonuses?casinos=${Array.from({ length: 101 }, (_, i) => `c${i}`).join(',')}`, `/api/bonuses?casinos=${'a'.repeat(20_000)}`]) {
      const refused = await t.app.inject(url);
      expect({ url: url.slice(0, 40), status: refused.statusCode }).toEqual({ url: url.slice(0, 40), status: 400 });
      expect(refused.json<{ message: string }>().message).not.toMatch(/\/|\^|#\//);
    }
    // A slug longer than any is no casino's.
    expect((await t.app.inject(`/api/casinos/${'a'.repeat(5000)}`)).statusCode).toBe(404);
  });

  it('finds a city page for an allowed keyword, and 404 JSON otherwise', async () => {
    const found = await t.app.inject('/api/locations/muenchen/online-casino');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ city: 'München', keyword: 'Online Casino', state: 'Bayern', population: '1.510.000' });
    for (const url of ['/api/locations/atlantis/online-casino', '/api/locations/berlin/poker-turniere', "/api/locations/berlin/'%20OR%201=1--"]) {
      const missing = await t.app.inject(url);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Location not found' });
    }
  });

  it('answers unknown API paths with 404 JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('sets the security headers on every response', async () => {
    const response = await t.app.inject('/api/casinos');
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
    });
    expect(response.headers['permissions-policy']).toMatch(/camera=\(\)/);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const https = await t.app.inject({ url: '/api/casinos', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });
});

describe('affiliate redirect', () => {
  it('redirects to the stored URL and records the click without personal data', async () => {
    const response = await t.app.inject({ url: '/go/sol?from=/en/casino-comparison&pos=2', headers: { 'user-agent': 'test', cookie: 'a=b' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://solcasino.io/?utm_source=casinovergleich&utm_medium=affiliate');
    expect(response.headers['cache-control']).toBe('no-store');
    const [click] = await t.app.db.query<Record<string, unknown>>(
      "SELECT casino_slug, source_path, language, position, call_to_action FROM affiliate_clicks WHERE casino_slug = 'sol' ORDER BY id DESC LIMIT 1",
    );
    expect(click).toEqual({ casino_slug: 'sol', source_path: '/en/casino-comparison', language: 'en', position: 2, call_to_action: 'shown' });
    const columns = await t.app.db.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'affiliate_clicks' AND table_schema = current_schema()",
    );
    // No address, no user agent: the client only as a hash under the day's key, deleted the day after (see clicks/repeat-check.ts).
    expect(columns.map((c) => c.column_name).sort()).toEqual(['app_version', 'app_versions', 'call_to_action', 'casino_id', 'casino_slug', 'click_id', 'clicked_at', 'client_hash', 'experiment', 'id', 'language', 'network', 'page_app', 'position', 'source_path', 'variant']);
  });

  it('answers 404 for an unknown casino and never redirects elsewhere', async () => {
    for (const url of ['/go/unknown', '/go/https:%2F%2Fevil.example', '/go/..%2F..%2Fetc']) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers.location).toBeUndefined();
    }
  });

  it('does not record a foreign source page', async () => {
    await t.app.inject('/go/jet?from=//evil.example/x');
    const [click] = await t.app.db.query<{ source_path: string | null }>(
      "SELECT source_path FROM affiliate_clicks WHERE casino_slug = 'jet' ORDER BY id DESC LIMIT 1",
    );
    expect(click?.source_path).toBeNull();
  });
});

describe('search engine files', () => {
  it('points robots.txt at the sitemap index, which lists one sitemap per language', async () => {
    const robots = await t.app.inject('/robots.txt');
    expect(robots.body).toMatch(/Sitemap: https:\/\/casino\.test\/sitemap\.xml/);
    expect(robots.body).toMatch(/Disallow: \/go\//);
    const index = await t.app.inject('/sitemap.xml');
    expect(index.headers['content-type']).toMatch(/application\/xml/);
    expect(index.body).toContain('<loc>https://casino.test/sitemap-de.xml</loc>');
    expect(index.body).toContain('<loc>https://casino.test/sitemap-en.xml</loc>');
  });

  it('lists every indexable page with its alternates and verified date, and leaves the rest out', async () => {
    const de = (await t.app.inject('/sitemap-de.xml')).body;
    const en = (await t.app.inject('/sitemap-en.xml')).body;
    expect(de).toContain(
      '<url><loc>https://casino.test/reviews/stake</loc><lastmod>2026-11-01</lastmod><xhtml:link rel="alternate" hreflang="de" href="https://casino.test/reviews/stake"/><xhtml:link rel="alternate" hreflang="en" href="https://casino.test/en/reviews/stake"/><xhtml:link rel="alternate" hreflang="x-default" href="https://casino.test/reviews/stake"/></url>',
    );
    expect(en).toContain('<loc>https://casino.test/en/casino-comparison</loc>');
    expect(de).toContain('<loc>https://casino.test/impressum</loc>');
    expect(de).toContain('<loc>https://casino.test/locations/berlin/online-casino</loc>');
    expect(de).not.toContain('/locations/bochum/');
    expect(en).not.toContain('/locations/');
    expect(de).not.toContain('/newsletter/');
    expect(de).not.toContain(':slug');
  });
});

describe('the catalogue held in memory', () => {
  it('keeps the newer rows when an earlier reload ends after a later one', async () => {
    // Reads through the test server's database; while `hold` is set, a read that has its rows waits for it.
    let hold: Promise<void> | null = null;
    const db = new Proxy(t.app.db, {
      get(target, property, receiver) {
        if (property !== 'query') return Reflect.get(target, property, receiver);
        return async (...args: Parameters<Database['query']>) => {
          const rows = await target.query(...args);
          const waiting = hold;
          if (waiting) await waiting;
          return rows;
        };
      },
    });
    const cache = new CatalogCache(db);
    try {
      await cache.load();
      const url = () => cache.affiliateTarget('stake')?.url;
      const before = url();
      let release = () => {};
      hold = new Promise((resolve) => (release = resolve));
      // A notice's reload reads the rows as they are, and is slow to finish...
      const slow = cache.load();
      await new Promise((resolve) => setTimeout(resolve, 300));
      hold = null;
      // ...while the catalogue changes and this server's own reload reads the change and ends.
      await t.app.db.query("UPDATE casinos SET affiliate_url = 'https://example.com/newer' WHERE slug = 'stake'");
      await cache.load();
      expect(url()).toBe('https://example.com/newer');
      release();
      await slow;
      expect({ before, after: url() }).toEqual({ before, after: 'https://example.com/newer' });
    } finally {
      cache.close();
    }
  });
});
