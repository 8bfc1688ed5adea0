import { dehydrate } from '@tanstack/react-query';
import { advertisingPath, createQueryClient, headTags, parseLocation, placementVariantsKey, type AppRoute, type PlacementVariants, type Language, type PageState, type PathResolver, type PreparationFailure, type PreparedPage, type RouteMatch, type SiteInfo, type AdvertisingNow } from '@casino/shared';
import { assetUrl, pinnedApps, type VersionSnapshot, type ServerApps } from '../../releases';
import type { InlineHashes } from './content-security-policy';
import { htmlDocument } from './html-document';
import { pageStatus } from './page-status';
import { previewBar } from './preview-bar';
import { hasServerFailure, withoutErrorDetails } from './public-query-state';
import type { MadeOf } from '../page-cache/rendered-page';
import { errorMessage, renderErrors, renderMarkup } from './render-markup';

export interface RenderRequest {
  url: string;
  /** The URL as the caller already parsed and matched it, so the shell does neither again. */
  resolved?: { location: { pathname: string; search: string }; match: RouteMatch | null; routes: readonly AppRoute[] };
  storedLanguage: Language | null;
  snapshot: VersionSnapshot;
  apps: ServerApps;
  siteUrl: string;
  site: SiteInfo;
  analyticsId?: string;
  resolveApi: PathResolver;
  /** The versions a preview pins: the page says it is a preview (see previewBar). */
  preview?: { pins: Readonly<Record<string, string>> };
  /** The experiments' variants the visitor is shown (see placement-variant.ts); none: the pages as they are. */
  variants?: PlacementVariants;
}

/** Scripts of the shell, then the entry and route chunks of the app that renders this page. */
function pageScripts(snapshot: VersionSnapshot, pageApp: string | null) {
  const shell = snapshot.apps.find((a) => a.app === 'shell')!;
  const url = (app: string, version: string) => (file: string) => assetUrl(app, version, file);
  const scripts = shell.release.browser.scripts.map(url('shell', shell.version));
  const preloads = shell.release.browser.preload.map(url('shell', shell.version));
  const remote = snapshot.apps.find((a) => a.app === pageApp && a.app !== 'shell');
  if (remote) preloads.push(...remote.release.browser.preload.map(url(remote.app, remote.version)));
  return { scripts, preloads };
}

/** Something that kept an app's region from rendering on the server. */
export interface PageFailure {
  app: string;
  version: string;
  kind: 'load' | 'missing-route' | 'render';
  message: string;
}

export interface RenderedHtml {
  status: number;
  /** UTF-8. */
  html: Buffer;
  /** What the page's CSP must allow of its inline code. */
  inlineHashes: InlineHashes;
  /** The route this page renders (null for a 404). */
  routeId: string | null;
  /** What the page was made of: a page cache keeps it while these are what would make it again. */
  madeOf: MadeOf;
  failures: PageFailure[];
  /** Dictionary keys the page asked for that the running shared library lacks. */
  missingTranslations: string[];
  /** Where the page sent the visitor instead (see RedirectTo); its status is then 302. */
  location?: string;
}

const versionOf = (snapshot: VersionSnapshot, app: string) => snapshot.apps.find((a) => a.app === app)?.version ?? '?';

/**
 * Renders one page with one pinned set of app versions. If a part fails to render, the
 * page is rendered again with that part's app marked failed (the route's app first, then
 * the apps of its widgets): its region shows the translated fallback, the rest of the page
 * stays intact, and the failure is reported so the page is not answered 200 or cached.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedHtml> {
  const { snapshot, apps } = request;
  const shell = await apps.shell();
  const pinned = pinnedApps(snapshot);
  const queryClient = createQueryClient(request.resolveApi);
  // Carried in the page's query state, so the browser hydrates the same variant (and its later pages read it there).
  if (request.variants && Object.keys(request.variants).length) queryClient.setQueryData(placementVariantsKey, request.variants);
  const prepare = (failedApps?: string[]) =>
    shell.preparePage({
      url: request.url,
      location: request.resolved?.location,
      match: request.resolved?.match,
      routes: request.resolved?.routes,
      apps: pinned,
      storedLanguage: request.storedLanguage,
      origin: request.siteUrl,
      site: request.site,
      queryClient,
      loadApp: apps.loadApp,
      failedApps,
    });

  let page = await prepare();
  const failures: PageFailure[] = preparationFailures(page).map((f) => ({ ...f, version: versionOf(snapshot, f.app) }));
  let rendered = renderMarkup(page.element);
  while (!rendered.complete) {
    const messages = rendered.error ? [errorMessage(rendered.error)] : await renderErrors(page.element);
    const culprit = (page.regionApps ?? (page.app ? [page.app] : [])).find((app) => app !== 'shell' && !page.failedApps.includes(app));
    failures.push({ app: culprit ?? 'shell', version: versionOf(snapshot, culprit ?? 'shell'), kind: 'render', message: messages.join('; ') });
    if (!culprit) {
      // The shell's own part failed: nothing to give up but the whole page.
      if (rendered.error) throw rendered.error;
      break;
    }
    page = await prepare([...page.failedApps, culprit]);
    rendered = renderMarkup(page.element);
  }

  const meta = page.collector.meta ?? { title: '', description: '' };
  const { pathname } = request.resolved?.location ?? parseLocation(request.url);
  const { scripts, preloads } = pageScripts(snapshot, page.app);
  const { html, inlineHashes } = htmlDocument({
    language: page.language,
    head: headTags({ meta, language: page.language, origin: request.siteUrl, path: pathname }),
    styleTags: rendered.styleTags,
    body: rendered.body,
    state: {
      language: page.language,
      origin: request.siteUrl,
      apps: pinned,
      failedApps: page.failedApps,
      site: request.site,
      analyticsId: request.analyticsId,
      match: request.resolved && matchForBrowser(request.resolved.match),
      // Failed queries too (without their error objects): the browser then shows the same "no data" view it was sent.
      queries: withoutErrorDetails(dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' })),
    },
    scripts,
    preloads,
    preview: request.preview && previewBar(page.language, request.preview.pins, request.url),
    organization: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: request.site.operatorName,
      url: `${request.siteUrl}/`,
      email: request.site.email,
      address: { '@type': 'PostalAddress', streetAddress: request.site.street, postalCode: request.site.postalCode, addressLocality: request.site.city, addressCountry: request.site.country },
    },
  });
  const status = pageStatus({ app: page.app, announced: page.collector.status, failures, dataFailed: hasServerFailure(queryClient) });
  // Only a page that rendered whole may send the visitor on; and only within the site.
  const location = status === 200 && isSitePath(page.collector.redirect) ? page.collector.redirect : undefined;
  return {
    status: location ? 302 : status,
    location,
    html,
    inlineHashes,
    routeId: page.routeId ?? null,
    madeOf: {
      // The apps whose code drew the page's regions; the shell draws the frame of every page.
      apps: Object.fromEntries([...new Set(['shell', ...(page.regionApps ?? (page.app ? [page.app] : []))])].map((app) => [app, versionOf(snapshot, app)])),
      // Everything the page's queries read comes from the catalogue (see resolveApi). The frame's
      // advertising state, which every page carries, counts only where market rules are on: without
      // them it never changes, and a page of no catalogue data stays one. The visitor's variants are the cohort's, not the catalogue's.
      catalogue: queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.queryKey[0] !== placementVariantsKey[0] && (query.queryKey[0] !== advertisingPath || (query.state.data as AdvertisingNow | undefined)?.quietHours != null)),
    },
    failures,
    missingTranslations: rendered.missingTranslations,
  };
}

const isSitePath = (path: string | undefined): path is string => path !== undefined && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

/** What the shell reported; shells older than that report only which apps failed. */
function preparationFailures(page: PreparedPage): PreparationFailure[] {
  return page.failures ?? page.failedApps.map((app) => ({ app, kind: 'load' as const, message: 'could not be loaded' }));
}

/** The server's match as the page state carries it to the browser shell. */
function matchForBrowser(match: RouteMatch | null): PageState['match'] {
  return match && { app: match.route.app, routeId: match.route.id, params: match.params, language: match.language };
}
