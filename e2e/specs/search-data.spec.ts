import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { canonicalOf, decodeEntities, titleOf } from '../support/html';
import { PAGE_TYPES } from '../support/page-types';
import { structuredDataOf } from '../support/structured-data';
import { siteServer, type RunningServer } from '../support/server';

/** What a search engine reads of one page: its title, canonical address and structured data. */
interface Indexed {
  path: string;
  title: string;
  canonical: string | null;
  blocks: Array<Record<string, unknown>>;
}

/** The same word twice in a row ("Fresh Casino Casino Review"), case aside. */
const DOUBLED_WORD = /(?:^|\s)(\p{L}+)\s+\1(?=\s|$)/iu;

describe('search data', () => {
  let server: RunningServer;
  const read = new Map<string, Indexed>();
  /** Every indexable page of one language: what its sitemap lists. */
  const sitemap: Record<'de' | 'en', string[]> = { de: [], en: [] };

  const indexed = async (path: string): Promise<Indexed> => {
    const known = read.get(path);
    if (known) return known;
    const html = await (await fetch(`${server.url}${path}`)).text();
    const page = { path, title: decodeEntities(titleOf(html) ?? ''), canonical: canonicalOf(html), blocks: structuredDataOf(html) };
    read.set(path, page);
    return page;
  };

  before(async () => {
    server = await siteServer();
    for (const language of ['de', 'en'] as const) {
      const xml = await (await fetch(`${server.url}/sitemap-${language}.xml`)).text();
      sitemap[language] = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(decodeEntities(match[1]!)).pathname);
    }
  });
  after(() => server?.stop());

  it('the sitemaps list every kind of indexable page', () => {
    expect(sitemap.de).toEqual(expect.arrayContaining(['/', '/slot-machines', '/guides/slot-machines-guide', '/reviews/fresh', '/reviews/leovegas', '/casino-vergleich']));
    expect(sitemap.en).toEqual(expect.arrayContaining(['/en', '/en/slot-machines', '/en/guides/slot-machines-guide', '/en/reviews/fresh', '/en/best-casino-bonuses']));
  });

  // Two pages with one title compete for the same search and read as duplicates.
  for (const language of ['de', 'en'] as const) {
    it(`gives every indexable ${language === 'de' ? 'German' : 'English'} page a title of its own`, async () => {
      const byTitle = new Map<string, string[]>();
      for (const path of sitemap[language]) {
        const { title } = await indexed(path);
        expect({ path, title: title.length > 10 }).toEqual({ path, title: true });
        byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
      }
      expect([...byTitle].filter(([, paths]) => paths.length > 1)).toEqual([]);
    });
  }

  it('states in structured data the address the page names as canonical', async () => {
    const paths = [...sitemap.de, ...sitemap.en, ...PAGE_TYPES.filter((type) => !type.status).flatMap((type) => type.paths)];
    const wrong: string[] = [];
    for (const path of new Set(paths)) {
      const page = await indexed(path);
      // The organisation's url is its own address, not the page's.
      for (const block of page.blocks.filter((b) => 'url' in b && b['@type'] !== 'Organization')) {
        if (block.url !== page.canonical) wrong.push(`${path}: ${String(block['@type'])} url ${String(block.url)}, canonical ${String(page.canonical)}`);
      }
    }
    expect(wrong).toEqual([]);
    // The generic review of a casino with a written review points both to the written one.
    const generic = await indexed('/reviews/sol-casino');
    expect(generic.canonical).toBe(`${server.url}/reviews/sol`);
    expect(generic.blocks.find((b) => b['@type'] === 'Review')?.url).toBe(`${server.url}/reviews/sol`);
  });

  it('names reviews in structured data without a doubled word', async () => {
    const names: string[] = [];
    for (const path of new Set([...sitemap.de, ...sitemap.en, '/reviews/sol-casino', '/en/reviews/sol-casino'])) {
      for (const block of (await indexed(path)).blocks) if (block['@type'] === 'Review') names.push(`${path}: ${String(block.name)}`);
    }
    // Every written review and both languages of the generic one.
    expect(names.length).toBeGreaterThanOrEqual(28);
    expect(names.filter((name) => DOUBLED_WORD.test(name.split(': ')[1]!))).toEqual([]);
  });
});
