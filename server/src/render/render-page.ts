import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { dehydrate } from '@tanstack/react-query';
import { createQueryClient, headTags, parseLocation, type Language, type PathResolver, type PreparedPage, type SiteInfo } from '@casino/shared';
import { assetUrl, pinnedApps, type VersionSnapshot } from '../active-versions';
import type { ServerApps } from '../server-federation';
import { htmlDocument } from './html-document';
import { hasServerFailure, withoutErrorDetails } from './public-query-state';

export interface RenderRequest {
  url: string;
  storedLanguage: Language | null;
  /** Whether the request carried a consent choice (without one the banner is rendered open). */
  consentAnswered: boolean;
  snapshot: VersionSnapshot;
  apps: ServerApps;
  siteUrl: string;
  site: SiteInfo;
  analyticsId?: string;
  resolveApi: PathResolver;
  nonce: string;
  log: { error: (object: unknown, message: string) => void };
}

function renderWithStyles(page: PreparedPage) {
  const sheet = new ServerStyleSheet();
  try {
    const body = renderToString(sheet.collectStyles(page.element));
    return { body, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
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

/**
 * Renders one page with one pinned set of app versions. If the route's app throws while
 * rendering, the page is rendered again with that app marked failed: its region shows the
 * translated fallback and the rest of the page stays intact.
 */
export async function renderPage(request: RenderRequest): Promise<{ status: number; html: string }> {
  const { snapshot, apps } = request;
  const shell = await apps.shell();
  const pinned = pinnedApps(snapshot);
  const queryClient = createQueryClient(request.resolveApi);
  const prepare = (failedApps?: string[]) =>
    shell.preparePage({
      url: request.url,
      apps: pinned,
      storedLanguage: request.storedLanguage,
      consentAnswered: request.consentAnswered,
      origin: request.siteUrl,
      site: request.site,
      queryClient,
      loadApp: apps.loadApp,
      failedApps,
    });

  let page = await prepare();
  let rendered: { body: string; styleTags: string };
  try {
    rendered = renderWithStyles(page);
  } catch (error) {
    if (!page.app || page.app === 'shell') throw error;
    request.log.error({ err: error, app: page.app }, 'app failed to render; showing its fallback');
    page = await prepare([...page.failedApps, page.app]);
    rendered = renderWithStyles(page);
  }

  const meta = page.collector.meta ?? { title: '', description: '' };
  const { pathname } = parseLocation(request.url);
  const { scripts, preloads } = pageScripts(snapshot, page.app);
  const html = htmlDocument({
    language: page.language,
    head: headTags({ meta, language: page.language, origin: request.siteUrl, path: pathname }),
    styleTags: rendered.styleTags.replace(/<style /g, `<style nonce="${request.nonce}" `),
    body: rendered.body,
    state: {
      language: page.language,
      origin: request.siteUrl,
      apps: pinned,
      failedApps: page.failedApps,
      site: request.site,
      analyticsId: request.analyticsId,
      consentAnswered: request.consentAnswered,
      // Failed queries too (without their error objects): the browser then shows the same "no data" view it was sent.
      queries: withoutErrorDetails(dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' })),
    },
    scripts,
    preloads,
    nonce: request.nonce,
    organization: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: request.site.operatorName,
      url: `${request.siteUrl}/`,
      email: request.site.email,
      address: { '@type': 'PostalAddress', streetAddress: request.site.street, postalCode: request.site.postalCode, addressLocality: request.site.city, addressCountry: request.site.country },
    },
  });
  return { status: pageStatus(page, hasServerFailure(queryClient)), html };
}

/**
 * 404 for unknown paths (or what the page itself announced), and 503 when the app that
 * renders the route could not, or its data could not be read (the database was away): the
 * visitor still gets header, footer and a fallback, search engines are told to come back
 * rather than index it, and the page cache does not keep it.
 */
function pageStatus(page: PreparedPage, dataFailed: boolean): number {
  if (!page.app) return 404;
  if (page.failedApps.includes(page.app) || dataFailed) return 503;
  return page.collector.status ?? 200;
}
