import type { FastifyInstance } from 'fastify';
import { casinoSlug, casinosPath, pathOf, patternOf, type Casino, type Language, type RouteDeclaration } from '@casino/shared';
import type { CatalogCache } from '../data/catalog-cache';
import { listIndexableLocations } from '../data/catalog-repository';
import type { Database } from '../db/database';
import { escapeHtml } from '../render/escape';
import type { VersionSource } from '../version-source';

interface SitemapEntry {
  /** The German path and, where the page has one, its English counterpart. */
  de: string;
  en: string | null;
  lastmod?: string;
}

/**
 * Every indexable page, from the route table of the active versions: routes without
 * parameters as they are, casino reviews for every catalogued casino, and the city pages
 * that have real local data. Pages marked `"sitemap": false` (mail-link pages) stay out.
 */
async function sitemapEntries(routes: readonly RouteDeclaration[], casinos: readonly Casino[], db: Database): Promise<SitemapEntry[]> {
  const newest = casinos.map((c) => c.verifiedAt ?? '').sort().at(-1) || undefined;
  const entries: SitemapEntry[] = [];
  const written = new Set<string>();
  for (const route of routes) {
    if (route.sitemap === false || patternOf(route, 'de').includes(':')) continue;
    const de = pathOf(route, 'de');
    const review = /^\/reviews\/([^/]+)$/.exec(de)?.[1];
    if (review) written.add(review);
    entries.push({ de, en: pathOf(route, 'en'), lastmod: review ? casinos.find((c) => c.slug === review)?.verifiedAt : newest });
  }
  const generic = routes.find((route) => patternOf(route, 'de') === '/reviews/:slug');
  if (generic) {
    for (const casino of casinos) {
      if (written.has(casino.slug)) continue;
      const params = { slug: casinoSlug(casino.name) };
      entries.push({ de: pathOf(generic, 'de', params), en: pathOf(generic, 'en', params), lastmod: casino.verifiedAt });
    }
  }
  if (routes.some((route) => patternOf(route, 'de') === '/locations/:city/:keyword')) {
    for (const location of await listIndexableLocations(db)) {
      entries.push({ de: `/locations/${location.city}/${location.keyword}`, en: null });
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
export async function sitemapRoutes(app: FastifyInstance, options: { versions: VersionSource; cache: CatalogCache; db: Database; siteUrl: string }) {
  const { siteUrl } = options;
  const entries = async () => {
    const routes = options.versions.current()?.apps.flatMap((a) => a.release.routes) ?? [];
    return sitemapEntries(routes, (options.cache.get(casinosPath)?.data as Casino[] | undefined) ?? [], options.db);
  };
  const xml = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(['User-agent: *', 'Allow: /', 'Disallow: /go/', 'Disallow: /api/', 'Disallow: /admin/', 'Disallow: /newsletter/', 'Disallow: /en/newsletter/', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n')),
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
