import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HOME_PATH, buildRouteTable, canonicalPathOf, consentFromCookies, languageFromCookies, matchRoute, parseLocation, type AppRoute } from '@casino/shared';
import type { VersionSnapshot } from '../active-versions';
import { drawGroup, groupCookie, groupFromCookies, isCrawler } from '../releases/canary-choice';
import { compressHtml, negotiateEncoding } from '../render/compress-html';
import { contentSecurityPolicy, type PolicyOptions } from '../render/content-security-policy';
import { PageCache, renderedPage, withCompressedForms, type RenderedPage } from '../render/page-cache';
import { pageUrl } from '../render/page-url';
import { MinuteBudget } from '../minute-budget';
import { renderPage } from '../render/render-page';
import { flightOf } from '../render/render-claims';
import { renderSharing, type RenderOutcome } from '../render/sibling-renders';
import { SingleFlight } from '../render/single-flight';

/** Longer URLs are rendered but not kept: nobody shares them, and they would crowd out real pages. */
const MAX_CACHED_URL_LENGTH = 300;

/** The route table of a version set (the same the shell builds), computed once per set. */
const routesOfSnapshot = (() => {
  let last: { key: string; routes: AppRoute[] } | null = null;
  return (snapshot: VersionSnapshot) => {
    if (last?.key !== snapshot.key) last = { key: snapshot.key, routes: buildRouteTable(snapshot.apps.map((a) => ({ app: a.app, routes: a.release.routes }))) };
    return last.routes;
  };
})();

async function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  // Pages differ by the consent cookie (the banner), the home page also by the language cookie.
  reply.header('Vary', 'Accept-Encoding, Cookie');
  // A page with an app that could not load: search engines and visitors should come back soon.
  if (page.status === 503) reply.header('Retry-After', '60');
  reply
    .code(page.status)
    .header('Content-Security-Policy', page.contentSecurityPolicy)
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8');
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.html);
  return reply.header('Content-Encoding', encoding).send(page.compressed[encoding] ?? (await compressHtml(page.html, encoding)));
}

/**
 * Every other GET is a page: rendered on the server, 404 for unknown paths. Successful
 * renders are kept in the page cache (see PageCache), compressed once.
 */
export async function pageRoutes(app: FastifyInstance) {
  const { config, versions, versionCounts, catalog, serverApps, renderHealth, site, resolveApi } = app;
  const policy: PolicyOptions = {
    assetOrigin: config.assetBaseUrl ? new URL(config.assetBaseUrl, config.siteUrl).origin : undefined,
    analytics: Boolean(config.analyticsId),
  };
  const cache = new PageCache(config.pageCacheBytes);
  // Only what costs a render counts (a cache miss, a 404, a page never cached); cached pages are
  // never limited, so one client cannot buy every visitor's CPU with random URLs.
  const renderBudget = new MinuteBudget(config.renderRateLimit);
  const rendering = new SingleFlight<RenderOutcome>();
  // The year is in it for the footer's copyright line, the one thing that ages on its own.
  const currentGeneration = () => `${catalog.version}|${versions.servedKey}|${new Date().getFullYear()}`;
  // With several workers, a page one of them renders is kept by all (a page of an older state is not).
  const siblings = renderSharing(({ generation, key, page }) => {
    if (generation === currentGeneration()) cache.set(generation, key, page);
  });
  const secureCookies = config.siteUrl.startsWith('https:');

  /** The version set for this visitor: the active one, or with the canaries of the visitor's group. */
  const versionSetFor = (request: FastifyRequest, reply: FastifyReply) => {
    if (!versions.canaries.length || isCrawler(request.headers['user-agent'])) return versions.current();
    const stored = groupFromCookies(request.headers.cookie);
    const group = stored ?? drawGroup();
    if (stored === null) reply.header('Set-Cookie', groupCookie(group, secureCookies));
    return versions.forGroup(group);
  };

  /** A page view for each app whose code the page runs, the shell and the route's app, in the visitor's set (crawlers run none). */
  const countView = (request: FastifyRequest, snapshot: VersionSnapshot, route: AppRoute | undefined) => {
    if (isCrawler(request.headers['user-agent'])) return;
    for (const active of snapshot.apps) if (active.app === 'shell' || active.app === route?.app) versionCounts.add(active.app, active.version, 'view');
  };

  app.get('/*', async (request, reply) => {
    const snapshot = versionSetFor(request, reply);
    if (!snapshot) return reply.code(503).header('Retry-After', '30').send({ message: 'The site is not built yet.' });
    const storedLanguage = languageFromCookies(request.headers.cookie);
    const consentAnswered = consentFromCookies(request.headers.cookie) !== null;

    const generation = currentGeneration();
    const { pathname, search } = parseLocation(request.url);
    const match = matchRoute(pathname, routesOfSnapshot(snapshot));
    const route = match?.route;
    // One URL per page: search engines and caches see only the canonical one.
    const canonical = match ? canonicalPathOf(match) : pathname;
    if (canonical !== pathname) return reply.header('Cache-Control', 'public, max-age=3600').redirect(`${canonical}${search}`, 301);
    countView(request, snapshot, route);
    const url = pageUrl(pathname, search, route);
    // The stored language only decides the home page (elsewhere the path does), so only there is it part of the key.
    const languageKey = pathname === HOME_PATH ? (storedLanguage ?? '-') : '-';
    // A canary's pages are kept apart from the active set's: the set is part of their key.
    const setKey = snapshot === versions.current() ? 'active' : snapshot.key;
    const key = `${setKey} ${languageKey} ${consentAnswered ? 'answered' : 'ask'} ${url}`;
    const useCache = cache.enabled && route !== undefined && route.pageCache !== false && url.length <= MAX_CACHED_URL_LENGTH;
    const cached = useCache ? cache.get(generation, key) : undefined;
    if (cached) return sendPage(request, reply.header('X-Page-Cache', 'hit'), cached);
    // A page another request is rendering right now: the same bytes are on their way, so wait for them.
    const flight = flightOf({ generation, key });
    const underway = useCache ? rendering.running(flight) : undefined;
    if (underway) return sendPage(request, reply.header('X-Page-Cache', 'joined'), (await underway).page);

    const budget = renderBudget.take(request.ip);
    if (!budget.allowed) {
      return reply
        .code(429)
        .header('Retry-After', String(budget.retryAfterSeconds))
        .send({ message: `Too many pages requested from your network. Please try again in ${budget.retryAfterSeconds} seconds.` });
    }
    const render = async () => {
      const { status, html, inlineHashes, routeId, failures, missingTranslations } = await renderPage({
        url,
        // The URL as normalised: the path, and only the route's own query (pageUrl).
        resolved: { location: { pathname, search: url.slice(pathname.length) }, match },
        storedLanguage,
        consentAnswered,
        snapshot,
        apps: serverApps.for(snapshot),
        siteUrl: config.siteUrl,
        site,
        analyticsId: config.analyticsId,
        resolveApi,
      });
      for (const failure of failures) {
        request.log.error({ ...failure, route: routeId, url }, 'an app failed on this page; its region shows the fallback');
        versionCounts.add(failure.app, failure.version, 'server-render');
      }
      if (missingTranslations.length) request.log.warn({ route: routeId, url, keys: missingTranslations }, 'page uses dictionary keys the shared library lacks');
      renderHealth.record(routeId, failures);
      const page = renderedPage(status, html, contentSecurityPolicy(inlineHashes, policy));
      // Only complete pages: a 404, or a page with a part that failed, is rendered afresh each time.
      if (!useCache || status !== 200) return page;
      const compressed = await withCompressedForms(page);
      cache.set(generation, key, compressed);
      return compressed;
    };
    if (!useCache) return sendPage(request, reply.header('X-Page-Cache', 'off'), await render());
    // Not here yet, and perhaps not rendered by a sibling worker either: one of them renders it.
    const { page, source } = await rendering.run(flight, () => siblings.once({ generation, key, render }));
    return sendPage(request, reply.header('X-Page-Cache', source), page);
  });
}
