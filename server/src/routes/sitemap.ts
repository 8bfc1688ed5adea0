import type { FastifyInstance } from 'fastify';
import { casinoSlug, casinosPath, hasLocalData, pathOf, patternOf, type Casino, type Language, type RouteDeclaration } from '@casino/shared';
import { listLocationPages } from '../data/catalog-repository';
import type { Database } from '../db/database';
import { escapeHtml } from '../render/escape';

interface SitemapEntry {
  /** The German path and, where the page has one, its English counterpart. */
  de: string;
  en: string | null;
  lastmod?: string;
}

interface Address {
  params: Record<string, string>;
  lastmod?: string;
}

/** The addresses of one route: its parameter values (one set per page) and their date. */
async function addressesOf(route: RouteDeclaration, routes: readonly RouteDeclaration[], casinos: readonly Casino[], db: Database, newest?: string): Promise<Address[]> {
  if (route.sitemap === false) return [];
  if (route.sitemap === 'casinos') {
    const written = new Set(routes.map((other) => other.casino));
    return casinos.filter((casino) => !written.has(casino.slug)).map((casino) => ({ params: { slug: casinoSlug(casino.name) }, lastmod: casino.verifiedAt }));
  }
  if (route.sitemap === 'locations') {
    const pages = (await listLocationPages(db)).filter(hasLocalData);
    return pages.map((page) => ({ params: { city: page.city, keyword: page.keyword } }));
  }
  if (route.casino) {
    const casino = casinos.find((candidate) => candidate.slug === route.casino);
    return casino ? [{ params: {}, lastmod: casino.verifiedAt }] : [];
  }
  return patternOf(route, 'de').includes(':') ? [] : [{ params: {}, lastmod: newest }];
}

/**
 * Every indexable page, from the route table of the active versions: each route lists the
 * addresses its `sitemap` source names (see RouteDeclaration), in the languages it is written in.
 */
async function sitemapEntries(routes: readonly RouteDeclaration[], casinos: readonly Casino[], db: Database): Promise<SitemapEntry[]> {
  const newest = casinos.map((c) => c.verifiedAt).sort().at(-1);
  const entries: SitemapEntry[] = [];
  for (const route of routes) {
    const english = !route.languages || route.languages.includes('en');
    for (const { params, lastmod } of await addressesOf(route, routes, casinos, db, newest)) {
      entries.push({ de: pathOf(route, 'de', params), en: english ? pathOf(route, 'en', params) : null, lastmod });
    }
  }
  return entries;
}

function urlset(entries: readonly SitemapEntry[], language: Language, origin: string): string {
  const urls = entries
    .filter((entry) => language === 'de' || entry.en)
    .map((entry) => {
      const own = language === 'de' ? entry.de : entry.en!;
      const alternates = entry.en
        ? [
            `<xhtml:link rel="alternate" hreflang="de" href="${escapeHtml(origin + entry.de)}"/>`,
            `<xhtml:link rel="alternate" hreflang="en" href="${escapeHtml(origin + entry.en)}"/>`,
            `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + entry.de)}"/>`,
          ].join('')
        : '';
      const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
      return `<url><loc>${escapeHtml(origin + own)}</loc>${lastmod}${alternates}</url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
  ].join('\n');
}

/** robots.txt, the sitemap index and one sitemap per language. */
export async function sitemapRoutes(app: FastifyInstance) {
  const { versions, catalog, db } = app;
  const { siteUrl } = app.config;
  // Made once per catalogue and version set (an import or a release makes them anew), not per
  // request: a crawler, or anyone, asking for them again and again costs no database query.
  let made: { state: string; entries: Promise<SitemapEntry[]> } | null = null;
  const entries = () => {
    const current = versions.current();
    const state = `${catalog.version} ${current?.key ?? ''}`;
    if (made?.state !== state) {
      const routes = current?.apps.flatMap((a) => a.release.routes) ?? [];
      const making = sitemapEntries(routes, (catalog.get(casinosPath)?.data as Casino[] | undefined) ?? [], db);
      // A failed attempt (the database out of reach) is not kept: the next request tries again.
      making.catch(() => {
        if (made?.entries === making) made = null;
      });
      made = { state, entries: making };
    }
    return made.entries;
  };
  const xml = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(['User-agent: *', 'Allow: /', 'Disallow: /go/', 'Disallow: /api/', 'Disallow: /admin', 'Disallow: /newsletter/', 'Disallow: /en/newsletter/', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n')),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply.headers(xml).send(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `<sitemap><loc>${escapeHtml(siteUrl)}/sitemap-de.xml</loc></sitemap>`,
        `<sitemap><loc>${escapeHtml(siteUrl)}/sitemap-en.xml</loc></sitemap>`,
        '</sitemapindex>',
      ].join('\n'),
    ),
  );
  for (const language of ['de', 'en'] as const) {
    app.get(`/sitemap-${language}.xml`, async (_request, reply) => reply.headers(xml).send(urlset(await entries(), language, siteUrl)));
  }
}
