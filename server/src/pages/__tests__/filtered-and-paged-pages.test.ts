import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { generateCatalogue } from '../../../../scripts/bench/generate-catalogue.mjs';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

// Enough casinos for the lists to have a second page.
const TOKEN = 'filtered-and-paged-pages-0123456789abcdef';
const CATALOGUE = generateCatalogue({ seed: 5, casinos: 60, bonuses: 60, cities: 10 });

let t: TestApp;
const get = (url: string) => t.app.inject({ method: 'GET', url });
const statusLine = (html: string) => /<p role="status">([^<]+)<\/p>/.exec(html)?.[1];

before(async () => {
  t = await createTestApp({ renderRateLimit: 0, adminToken: TOKEN });
  const imported = await t.app.inject({ method: 'POST', url: '/admin/import', headers: { authorization: `Bearer ${TOKEN}` }, payload: CATALOGUE });
  expect(imported.statusCode).toBe(200);
});
after(() => t?.close());

describe('the bonus page\'s filters', () => {
  it('sends a value the filters do not offer to the page without it, in either language', async () => {
    const cases = [
      ['/beste-casino-boni?umsatz=junk', '/beste-casino-boni'],
      ['/beste-casino-boni?typ=reload&umsatz=junk&utm_source=x', '/beste-casino-boni?typ=reload&utm_source=x'],
      ['/beste-casino-boni?einzahlung=15', '/beste-casino-boni'],
      ['/en/best-casino-bonuses?freispiele=yes&typ=welcome', '/en/best-casino-bonuses'],
    ];
    for (const [asked, location] of cases) {
      const answer = await get(asked!);
      expect({ asked, status: answer.statusCode, location: answer.headers.location }).toEqual({ asked, status: 302, location });
    }
  });

  it('renders a filtered list on the server, as a form that works without scripts', async () => {
    const all = await get('/beste-casino-boni');
    expect(all.statusCode).toBe(200);
    expect(statusLine(all.body)).toBe('3 Angebote');
    const form = /<form aria-label="Angebote filtern"[^>]*>/.exec(all.body)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/beste-casino-boni"');
    const strict = await get('/beste-casino-boni?umsatz=30');
    expect(statusLine(strict.body)).toBe('Kein Angebot passt zu diesen Filtern. Lockere einen Filter, um mehr zu sehen.');
    const english = await get('/en/best-casino-bonuses?einzahlung=20&freispiele=ja');
    expect(statusLine(english.body)).toBe('3 offers');
  });
});

describe('paged lists for search engines', () => {
  it('lets the second page of the reviews index and the comparison be indexed, with page 1 in the sitemap', async () => {
    const sitemap = (await get('/sitemap-de.xml')).body;
    // The comparison ranks the featured few; sorted, it lists the whole catalogue in pages.
    for (const [list, query] of [['/reviews', '?seite=2'], ['/casino-vergleich', '?sortierung=rating&seite=2']] as const) {
      const second = await get(`${list}${query}`);
      expect({ list, status: second.statusCode }).toEqual({ list, status: 200 });
      expect({ list, robots: /<meta name="robots"[^>]*>/.exec(second.body)?.[0] ?? null, header: second.headers['x-robots-tag'] ?? null }).toEqual({ list, robots: null, header: null });
      expect(sitemap).toContain(`<loc>https://casino.test${list}</loc>`);
      expect(sitemap).not.toContain(`${list}?seite=`);
    }
    // Search results are the one list kept out of search engines, and the check above sees that.
    expect(/<meta name="robots"[^>]*>/.exec((await get('/reviews?suche=stake')).body)?.[0]).toContain('noindex');
  });
});
