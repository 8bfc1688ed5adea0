import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import Fastify, { type FastifyInstance } from 'fastify';
import { SaxesParser } from 'saxes';
import { casinosPath, reviewPathOf, type Casino } from '@casino/shared';
import { generateCatalogue } from '../../../../scripts/bench/generate-catalogue.mjs';
import { sitemapEntries, sitemapRoutes } from '../sitemap';
import { SITEMAP_LIMITS, sitemapFiles } from '../sitemap-files';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

// A catalogue of 2,000 casinos in sitemaps of at most 500 URLs: the split a catalogue of
// 50,000 pages and more gets at the protocol's own limits, made small enough to test.
const TOKEN = 'sitemaps-split-by-the-protocol-0123456789';
const AT_SCALE = generateCatalogue({ seed: 11, casinos: 2000, bonuses: 200, cities: 50 });
const LOWERED = { urls: 500, bytes: SITEMAP_LIMITS.bytes };
const ORIGIN = 'https://casino.test';

interface Listed {
  loc: string;
  lastmod?: string;
  alternates: Record<string, string>;
}

/** A sitemap or index read by a strict XML parser (it throws on anything not well-formed): its root and what it lists. */
function readXml(xml: string): { root: string; listed: Listed[] } {
  const parser = new SaxesParser({ xmlns: true });
  const listed: Listed[] = [];
  let root = '';
  let current: Listed | null = null;
  let field: 'loc' | 'lastmod' | null = null;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    root ||= tag.local;
    if (tag.local === 'url' || tag.local === 'sitemap') current = { loc: '', alternates: {} };
    else if (tag.local === 'loc' || tag.local === 'lastmod') field = tag.local;
    else if (tag.local === 'link' && current) current.alternates[String(tag.attributes.hreflang?.value)] = String(tag.attributes.href?.value);
  });
  parser.on('text', (text) => {
    if (current && field) current[field] = (current[field] ?? '') + text;
  });
  parser.on('closetag', (tag) => {
    if (tag.local === 'loc' || tag.local === 'lastmod') field = null;
    if ((tag.local === 'url' || tag.local === 'sitemap') && current) {
      listed.push(current);
      current = null;
    }
  });
  parser.write(xml).close();
  return { root, listed };
}

let t: TestApp;
/** The site's sitemap routes on the test server's catalogue and releases, with the lowered limit. */
let lowered: FastifyInstance;
before(async () => {
  t = await createTestApp({ renderRateLimit: 0, adminToken: TOKEN });
  const imported = await t.app.inject({ method: 'POST', url: '/admin/import', headers: { authorization: `Bearer ${TOKEN}` }, payload: AT_SCALE });
  expect(imported.statusCode).toBe(200);
  lowered = Fastify();
  lowered.decorate('versions', t.app.versions).decorate('catalog', t.app.catalog).decorate('db', t.app.db).decorate('config', t.app.config);
  await lowered.register(sitemapRoutes, { limits: LOWERED });
});
after(() => Promise.all([lowered?.close(), t?.close()]));

describe('sitemaps at 2,000 casinos', () => {
  it('lists every part in the index and splits each language at the limit, each part valid XML under it', async () => {
    const robots = await t.app.inject('/robots.txt');
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const index = await lowered.inject('/sitemap.xml');
    expect(index.headers['content-type']).toMatch(/application\/xml/);
    const { root, listed } = readXml(index.body);
    expect(root).toBe('sitemapindex');
    const names = listed.map((part) => part.loc.replace(`${ORIGIN}/`, ''));
    // The first part of each language keeps the address the index has always named.
    expect(names.filter((name) => name.startsWith('sitemap-de'))[0]).toBe('sitemap-de.xml');
    expect(names.filter((name) => name.startsWith('sitemap-en'))[0]).toBe('sitemap-en.xml');
    expect(names.length).toBeGreaterThanOrEqual(2 * Math.ceil(2000 / LOWERED.urls));
    for (const [position, part] of listed.entries()) {
      const answer = await lowered.inject(`/${names[position]}`);
      expect({ part: names[position], status: answer.statusCode }).toEqual({ part: names[position], status: 200 });
      const read = readXml(answer.body);
      expect(read.root).toBe('urlset');
      expect(read.listed.length).toBeGreaterThan(0);
      expect(read.listed.length).toBeLessThanOrEqual(LOWERED.urls);
      // The index dates each part by its newest page.
      expect(part.lastmod).toBe(read.listed.map((url) => url.lastmod ?? '').sort().at(-1));
    }
    // A part the index does not list is not found, nor is the first part under a second name.
    for (const missing of [`/sitemap-de-${names.length + 1}.xml`, '/sitemap-de-1.xml', '/sitemap-fr.xml']) expect((await lowered.inject(missing)).statusCode).toBe(404);
  });

  it('has every casino\'s review in exactly one part of each language, dated by its verification', async () => {
    const names = readXml((await lowered.inject('/sitemap.xml')).body).listed.map((part) => part.loc.replace(ORIGIN, ''));
    const found = new Map<string, Listed[]>();
    for (const name of names) {
      for (const url of readXml((await lowered.inject(name)).body).listed) found.set(url.loc, [...(found.get(url.loc) ?? []), url]);
    }
    const routes = t.app.versions.current()!.apps.flatMap((app) => app.release.routes);
    const casinos = AT_SCALE.casinos as Casino[];
    expect(casinos).toHaveLength(2000);
    const wrong: string[] = [];
    for (const casino of casinos) {
      const german = `${ORIGIN}${reviewPathOf(casino, routes)}`;
      const inGerman = found.get(german) ?? [];
      const english = inGerman[0]?.alternates.en;
      const inEnglish = english ? (found.get(english) ?? []) : [];
      const ok = inGerman.length === 1 && inEnglish.length === 1 && [inGerman[0], inEnglish[0]].every((url) => url!.lastmod === casino.verifiedAt);
      if (!ok) wrong.push(`${casino.slug}: ${inGerman.length} German, ${inEnglish.length} English, dated ${inGerman[0]?.lastmod} for ${casino.verifiedAt}`);
    }
    expect(wrong).toEqual([]);
  });

  it('serves one sitemap a language at the protocol\'s limits, and splits by bytes as by URLs', async () => {
    const index = readXml((await t.app.inject('/sitemap.xml')).body).listed.map((part) => part.loc);
    expect(index).toEqual([`${ORIGIN}/sitemap-de.xml`, `${ORIGIN}/sitemap-en.xml`]);
    const routes = t.app.versions.current()!.apps.flatMap((app) => app.release.routes);
    const entries = await sitemapEntries(routes, t.app.catalog.get(casinosPath)!.data as Casino[], t.app.db);
    const bytes = 100_000;
    const { parts } = sitemapFiles(entries, ORIGIN, { urls: SITEMAP_LIMITS.urls, bytes });
    expect(parts.size).toBeGreaterThan(4);
    let urls = 0;
    for (const [name, part] of parts) {
      expect({ name, within: Buffer.byteLength(part.xml) <= bytes }).toEqual({ name, within: true });
      urls += readXml(part.xml).listed.length;
    }
    expect(urls).toBe(entries.length + entries.filter((entry) => entry.en).length);
  });
});
