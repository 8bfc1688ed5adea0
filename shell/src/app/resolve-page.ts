import { matchRoute, type AppRoute, type Language, type PageState, type PreparationFailure, type RouteMatch, type RouteModule } from '@casino/shared';
import type { AppLoader } from './app-loader';
import { errorText } from './error-reports';
import { WIDGET_APPS } from './remote-widget';

/** A URL's page, resolved before its first render: the server's render and the browser's hydration resolve it alike. */
export interface ResolvedPage {
  /** The first URL's path and the route it matched, handed to ShellApp so it does not match again. */
  initial: { pathname: string; match: RouteMatch | null };
  /** The apps whose code the page's region renders: the route's own and its widgets'. */
  regionApps: string[];
  /** The route's module from its app, when the app loaded and exports it. */
  route?: RouteModule;
  /** What failed now (not apps already known to have failed); those regions render their fallback. */
  failures: PreparationFailure[];
}

/**
 * Loads what the page at `pathname` renders: the apps of its region, the route's module and
 * the page's own chunk. Whatever fails is marked failed on the loader, so the first render
 * shows that region's fallback (the same on the server and at hydration) and never waits.
 * `match` is the caller's, when it has already matched the URL against the same table.
 * The server loads the page's widgets too (they are in its HTML); the browser hydrates them
 * when they are wanted (`widgets: 'when-wanted'`, see widget-deferral.ts). The page's chunk
 * is loaded in the page's `language` only (every language when none is given).
 */
export async function resolvePage(
  pathname: string,
  routes: readonly AppRoute[],
  loader: AppLoader,
  {
    match = matchRoute(pathname, routes),
    widgets = 'with-page',
    language,
  }: { match?: RouteMatch | null; widgets?: 'with-page' | 'when-wanted'; language?: Language } = {},
): Promise<ResolvedPage> {
  const initial = { pathname, match };
  if (!match) return { initial, regionApps: [], failures: [] };
  const { app, id } = match.route;
  const regionApps = [app, ...(WIDGET_APPS[id] ?? [])];
  const loadNow = widgets === 'with-page' ? regionApps : [app];
  const failedBefore = new Set(loadNow.filter((regionApp) => loader.get(regionApp)?.status === 'failed'));
  await Promise.all(loadNow.map((regionApp) => loader.ensure(regionApp)));

  const failures: PreparationFailure[] = [];
  for (const regionApp of loadNow) {
    const state = loader.get(regionApp);
    if (state?.status === 'failed' && !failedBefore.has(regionApp)) failures.push({ app: regionApp, kind: 'load', message: errorText(state.error) });
  }
  const state = loader.get(app);
  const route = state?.status === 'loaded' ? state.module.routes.find((candidate) => candidate.id === id) : undefined;
  if (state?.status === 'loaded' && !route) {
    // Declared in the release's routes.json but not in the module: a broken build, shown as failed.
    const message = `${app} declares the route "${id}" but its module does not export it`;
    loader.markFailed(app, new Error(message));
    failures.push({ app, kind: 'missing-route', message });
  }
  // A page chunk that fails or hangs must not stop the render: the region shows its fallback (with retry).
  await route?.preload?.(language).catch((error: unknown) => {
    loader.markFailed(app, error);
    failures.push({ app, kind: 'load', message: `the page's own chunk did not load: ${errorText(error)}` });
  });
  return { initial, regionApps, route, failures };
}

/**
 * The route the server matched for this page (its page state), found in the same route table, so
 * hydration does not match the URL again. Undefined (match here) when the server did not say, or
 * named a route this table lacks.
 */
export function serverMatch(match: PageState['match'], routes: readonly AppRoute[]): RouteMatch | null | undefined {
  if (match === undefined || match === null) return match;
  const route = routes.find((candidate) => candidate.app === match.app && candidate.id === match.routeId);
  return route && { route, params: match.params, language: match.language };
}
