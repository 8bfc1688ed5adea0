import type { FastifyInstance } from 'fastify';
import { casinoSlug, casinosPath, hasLocalData, pathOf, patternOf, type Casino, type RouteDeclaration } from '@casino/shared';
import { listLocationPages } from './catalog-repository';
import type { Database } from '../core/db/database';
import { SITEMAP_LIMITS, sitemapFiles, type SitemapEntry, type SitemapFiles, type SitemapLimits } from './sitemap-files';

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
export async function sitemapEntries(routes: readonly RouteDeclaration[], casinos: readonly Casino[], db: Database): Promise<SitemapEntry[]> {
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

/**
 * robots.txt, the sitemap index and the sitemaps it lists: one per language, split into
 * numbered parts where a language passes the protocol's limits (`limits` lowers them for tests).
 */
export async function sitemapRoutes(app: FastifyInstance, { limits = SITEMAP_LIMITS }: { limits?: SitemapLimits } = {}) {
  const { versions, catalog, db } = app;
  const { siteUrl } = app.config;
  // Made once per catalogue and version set (an import or a release makes them anew), not per
  // request: a crawler, or anyone, asking for them again and again costs no database query.
  let made: { state: string; files: Promise<SitemapFiles> } | null = null;
  const files = () => {
    const current = versions.current();
    const state = `${catalog.version} ${current?.key ?? ''}`;
    if (made?.state !== state) {
      const routes = current?.apps.flatMap((a) => a.release.routes) ?? [];
      const making = sitemapEntries(routes, (catalog.get(casinosPath)?.data as Casino[] | undefined) ?? [], db).then((entries) => sitemapFiles(entries, siteUrl, limits));
      // A failed attempt (the database out of reach) is not kept: the next request tries again.
      making.catch(() => {
        if (made?.files === making) made = null;
      });
      made = { state, files: making };
    }
    return made.files;
  };
  const xml = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(['User-agent: *', 'Allow: /', 'Disallow: /go/', 'Disallow: /api/', 'Disallow: /admin', 'Disallow: /newsletter/', 'Disallow: /en/newsletter/', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n')),
  );
  app.get('/sitemap.xml', async (_request, reply) => reply.headers(xml).send((await files()).index));
  // sitemap-de.xml, sitemap-en.xml and, past a limit, sitemap-de-2.xml ...: a part the index does not list is not found.
  app.get<{ Params: { part: string } }>('/sitemap-:part', async (request, reply) => {
    const part = (await files()).parts.get(`sitemap-${request.params.part}`);
    return part ? reply.headers(xml).send(part.xml) : reply.callNotFound();
  });
}
