import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildRouteTable, canonicalPathOf, languageFromCookies, matchRoute, parseLocation, paymentMethodsPath, type AppRoute } from '@casino/shared';
import { secondsUntil, type CatalogCache } from '../catalogue';
import { type VersionSnapshot, COHORT_HEADER, LANGUAGE_HEADER, NO_LANGUAGE, visitorSet, type VisitorSet } from '../releases';
import { ClientBudget } from '../core/client-budget';
import { PageCache, type ServedPage } from './page-cache/page-cache';
import { renderedPage, type RenderedPage } from './page-cache/rendered-page';
import { compressHtml, negotiateEncoding } from '../core/compress-html';
import { contentSecurityPolicy, type PolicyOptions } from './render/content-security-policy';
import { renderPage } from './render/render-page';
import { dependsOnStoredLanguage } from './page-cache/page-key';
import { pageCacheControl, pageVary, surrogateKeysOf, type EdgeCaching, type Keepers } from './edge-headers';
import { withoutUnofferedValues, type ChoiceSources } from './query-values';

/** The route table of a version set (the same the shell builds), computed once per set. */
const routesOfSnapshot = (() => {
  let last: { key: string; routes: AppRoute[] } | null = null;
  return (snapshot: VersionSnapshot) => {
    if (last?.key !== snapshot.key) last = { key: snapshot.key, routes: buildRouteTable(snapshot.apps.map((a) => ({ app: a.app, routes: a.release.routes }))) };
    return last.routes;
  };
})();

/** The catalogued casinos' payment methods (the comparison's choices), as a set once per catalogue version. */
function paymentMethodsOf(catalog: CatalogCache): () => ReadonlySet<string> {
  let made: { version: string; methods: ReadonlySet<string> } | null = null;
  return () => {
    if (made?.version !== catalog.state) made = { version: catalog.state, methods: new Set((catalog.get(paymentMethodsPath)?.data as string[] | undefined) ?? []) };
    return made.methods;
  };
}

/** App → version of a version set, as kept pages are checked against it; made once per set. */
const versionsOf = (() => {
  const made = new WeakMap<VersionSnapshot, Readonly<Record<string, string>>>();
  return (snapshot: VersionSnapshot) => {
    let versions = made.get(snapshot);
    if (!versions) made.set(snapshot, (versions = Object.fromEntries(snapshot.apps.map((active) => [active.app, active.version]))));
    return versions;
  };
})();

/** A preview's pins in one order, as its marker lists them. */
const pinsKey = (pins: Readonly<Record<string, string>>) => Object.entries(pins).map(([app, version]) => `${app}@${version}`).sort().join(',');


async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
  { pathname, keepers, nextOfferChange }: { pathname: string; keepers: Keepers; nextOfferChange: number | null },
  edge: EdgeCaching,
) {
  reply.header('Vary', pageVary(pathname));
  // A page with an app that could not load: search engines and visitors should come back soon.
  if (page.status === 503) reply.header('Retry-After', '60');
  // A preview's page is for the browser that opened it: no shared cache keeps it, no search engine lists it.
  if (keepers === 'preview') reply.header('X-Robots-Tag', 'noindex, nofollow');
  if (page.location) reply.header('Location', page.location);
  reply
    .code(page.status)
    .header('Content-Security-Policy', page.contentSecurityPolicy)
    .header('Cache-Control', pageCacheControl(page.status, keepers, edge, page.madeOf.catalogue ? secondsUntil(nextOfferChange) : null))
    .header(edge.surrogateKeyHeader, surrogateKeysOf(page.madeOf).join(' '))
    .type('text/html; charset=utf-8');
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.html);
  return reply.header('Content-Encoding', encoding).send(page.compressed[encoding] ?? (await compressHtml(page.html, encoding)));
}

/**
 * Whether shared caches may keep this response: only when the request names, in the headers a
 * shared cache sets (see edge-headers.ts), exactly the variant this server served for its
 * cookies. The cache keeps one copy per value of those headers (Vary), so a copy it keeps is
 * the right one for every visitor it gives it to. A request without them (no shared cache in
 * front, or one that does not set them), with other values (a stale cohort answer, a forged
 * header), that was given a cookie now, or that this server answers while it catches up with a
 * release (see ServedVersions.catchingUp) is answered for its browser alone.
 */
function sharedMayKeep(request: FastifyRequest, pathname: string, visitor: VisitorSet, storedLanguage: string | null): boolean {
  if (visitor.catchingUp || visitor.setCookie || request.headers[COHORT_HEADER.toLowerCase()] !== visitor.cohort) return false;
  return !dependsOnStoredLanguage(pathname) || request.headers[LANGUAGE_HEADER.toLowerCase()] === (storedLanguage ?? NO_LANGUAGE);
}

/**
 * Every other GET is a page: rendered on the server, 404 for unknown paths. Successful
 * renders are kept in the page cache (see PageCache), compressed once.
 */
export async function pageRoutes(app: FastifyInstance) {
  const { config, versions, versionCounts, clientCounts, catalog, serverApps, renderHealth, site, resolveApi, previews, metrics, cohortParts } = app;

  const policy: PolicyOptions = {
    assetOrigin: config.assetBaseUrl ? new URL(config.assetBaseUrl, config.siteUrl).origin : undefined,
    analytics: Boolean(config.analyticsId),
  };
  const choices: ChoiceSources = { 'payment-methods': paymentMethodsOf(catalog) };
  const pages = new PageCache(config.pageCacheBytes, () => ({ catalogVersion: catalog.state, servedVersions: versions.servedKey }));
  // Only what costs a render counts (a cache miss, a 404, a page never cached); cached pages are
  // never limited, so one client cannot buy every visitor's CPU with random URLs. A client is its
  // network, and counted by every worker and server together (see ClientBudget).
  const renderBudget = new ClientBudget(app.db, 'renders', config.renderRateLimit);
  const secureCookies = config.siteUrl.startsWith('https:');
  const edge: EdgeCaching = {
    maxAgeSeconds: config.edgeMaxAge,
    staleWhileRevalidateSeconds: config.edgeStaleWhileRevalidate,
    staleIfErrorSeconds: config.edgeStaleIfError,
    surrogateKeyHeader: config.surrogateKeyHeader,
  };

  app.get('/*', async (request, reply) => {
    // A browser that opened a preview link gets the pinned versions (and no canary) on every server.
    const preview = previews.fromCookies(request.headers.cookie);
    const visitor = preview ? null : visitorSet(versions, request.headers.cookie, request.headers['user-agent'], secureCookies, cohortParts);
    const snapshot = visitor ? visitor.snapshot : await versions.forPreview(preview!.pins);
    if (!snapshot) return reply.code(503).header('Retry-After', '30').send({ message: 'The site is not built yet.' });
    const storedLanguage = languageFromCookies(request.headers.cookie);
    const { pathname, search } = parseLocation(request.url);
    const match = matchRoute(pathname, routesOfSnapshot(snapshot));
    const route = match?.route;
    // One URL per page: search engines and caches see only the canonical one.
    const canonical = match ? canonicalPathOf(match) : pathname;
    if (canonical !== pathname) return reply.header('Cache-Control', 'public, max-age=3600').redirect(`${canonical}${search}`, 301);
    // A filter value the page does not offer goes to the page without it. Not permanently: the
    // catalogue's payment methods change, and a value refused today may be offered tomorrow.
    const offered = withoutUnofferedValues(search, route, choices);
    if (offered !== null) return reply.header('Cache-Control', 'public, max-age=600').redirect(`${pathname}${offered}`, 302);

    // A preview's pages carry its marker: they never share an entry with other visitors' pages;
    // an experiment's variants, the cohort that names them (see CohortPart).
    const versionSet = preview
      ? `preview:${pinsKey(preview.pins)}:${snapshot.key}`
      : `${snapshot === versions.current() ? 'active' : snapshot.key}${visitor && Object.keys(visitor.variants).length ? ` ${visitor.cohort}` : ''}`;
    const key = pages.keyOf({ pathname, search, route, storedLanguage, versionSet, versions: versionsOf(snapshot) });
    // The group drawn for a visitor new to a canary goes with the page (not with a redirect, which shared caches keep).
    if (visitor?.setCookie) reply.header('Set-Cookie', visitor.setCookie);
    const sent = {
      pathname,
      keepers: (!visitor ? 'preview' : key.cacheable && sharedMayKeep(request, pathname, visitor, storedLanguage) ? 'shared' : 'browser') as Keepers,
      // Read with the key: an offer change during the render leaves it in the past, and the page is kept by nobody.
      nextOfferChange: catalog.nextOfferChange,
    };
    const sendReady = async (ready: Promise<ServedPage>) => {
      const { page, source } = await ready;
      metrics.page(source, key.generation);
      return sendPage(request, reply.header('X-Page-Cache', source), page, sent, edge);
    };
    const ready = pages.ready(key);
    if (ready) return sendReady(ready);

    const budget = await renderBudget.take(request.client);
    if (!budget.allowed) {
      return reply
        .code(429)
        .header('Retry-After', String(budget.retryAfterSeconds))
        .send({ message: `Too many pages requested from your network. Please try again in ${budget.retryAfterSeconds} seconds.` });
    }
    // Another request may have started this page's render while the budget was counted (it asks the database): join it.
    const started = pages.ready(key);
    if (started) return sendReady(started);
    const { url } = key;
    const render = async (): Promise<RenderedPage> => {
      const renderOnce = () => renderPage({
        url,
        // The URL as normalised: the path, and only the route's own query (see page-key.ts).
        resolved: { location: { pathname, search: url.slice(pathname.length) }, match, routes: routesOfSnapshot(snapshot) },
        storedLanguage,
        snapshot,
        apps: serverApps.for(snapshot, versions.filesGeneration(snapshot)),
        siteUrl: config.siteUrl,
        site,
        analyticsId: config.analyticsId,
        resolveApi,
        preview: preview ?? undefined,
        variants: visitor?.variants,
      });
      const generation = versions.filesGeneration(snapshot);
      let result = await metrics.timed(renderOnce);
      // A part that failed because a file of its version went missing from this server's disk
      // renders once more after the files are put back from the release store, by this request
      // or by any other that found them missing while this one rendered.
      if (result.failures.length) {
        await versions.repairFiles().catch(() => undefined);
        if (versions.filesGeneration(snapshot) !== generation) result = await metrics.timed(renderOnce);
      }
      const { status, html, inlineHashes, routeId, madeOf, failures, missingTranslations, location } = result;
      for (const failure of failures) {
        request.log.error({ ...failure, route: routeId, url }, 'an app failed on this page; its region shows the fallback');
        versionCounts.add(failure.app, failure.version, 'server-render');
        clientCounts.add(failure.app, failure.version, request.client, 'error');
      }
      if (missingTranslations.length) request.log.warn({ route: routeId, url, keys: missingTranslations }, 'page uses dictionary keys the shared library lacks');
      renderHealth.record(routeId, failures);
      return renderedPage(status, html, contentSecurityPolicy(inlineHashes, policy), madeOf, key.now.catalogVersion, location);
    };
    const { page, source } = await pages.render(key, render);
    metrics.page(source, key.generation);
    return sendPage(request, reply.header('X-Page-Cache', source), page, sent, edge);
  });
}
