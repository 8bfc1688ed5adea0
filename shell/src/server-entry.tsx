import { StaticRouter, advertisingQuery, buildRouteTable, loadDictionary, parseLocation, type PreparePageInput, type PreparedPage, type RenderCollector } from '@casino/shared';
import { AppLoader } from './app/app-loader';
import { languageForPath } from './app/language-rules';
import { resolvePage } from './app/resolve-page';
import { ShellApp } from './app/shell-app';
import { shellModule } from './shell-routes';

/**
 * The server half of the shell: resolves the page (the app that owns the route, its chunk),
 * runs the route's prefetch (and the frame's own) into the request's QueryClient, and returns the element to
 * render. The server does the rendering itself, so styles and status are collected in one place.
 */
export async function preparePage(input: PreparePageInput): Promise<PreparedPage> {
  const { apps, queryClient } = input;
  const { pathname, search } = input.location ?? parseLocation(input.url);
  const routes = input.routes ?? buildRouteTable(apps);
  const loader = new AppLoader(input.loadApp, { shell: shellModule });
  for (const app of input.failedApps ?? []) loader.markFailed(app);
  const language = languageForPath(pathname, input.storedLanguage);
  const [page] = await Promise.all([resolvePage(pathname, routes, loader, { match: input.match, language }), loadDictionary(language)]);
  const { match } = page.initial;
  // A failing data call leaves the query in its error state: the page shows its "missing data" view.
  // Every page carries whether calls to action are in their quiet hours and when the lists change
  // next (the shell's frame reads it: see CallsToActionProvider).
  await Promise.all([
    match ? page.route?.prefetch?.({ params: match.params, search: new URLSearchParams(search), language, queryClient }).catch(() => undefined) : undefined,
    queryClient.prefetchQuery(advertisingQuery()),
  ]);

  const failedApps = apps.map((a) => a.app).filter((app) => loader.get(app)?.status === 'failed');
  const collector: RenderCollector = {};
  const element = (
    <StaticRouter location={`${pathname}${search}`}>
      <ShellApp
        routes={routes}
        initial={page.initial}
        loader={loader}
        queryClient={queryClient}
        initialLanguage={language}
        origin={input.origin}
        site={input.site}
        collector={collector}
      />
    </StaticRouter>
  );
  return { element, collector, language, app: match?.route.app ?? null, routeId: match?.route.id ?? null, failedApps, regionApps: page.regionApps, failures: page.failures };
}
