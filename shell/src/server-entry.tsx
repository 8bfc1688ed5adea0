import { StaticRouter, buildRouteTable, loadDictionary, matchRoute, parseLocation, type PreparationFailure, type PreparePageInput, type PreparedPage, type RenderCollector } from '@casino/shared';
import { AppLoader } from './app/app-loader';
import { languageForPath } from './app/language-rules';
import { WIDGET_APPS } from './app/remote-widget';
import { ShellApp } from './app/shell-app';
import { shellModule } from './shell-routes';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The server half of the shell: matches the URL, loads the app that owns the route, runs
 * its prefetch into the request's QueryClient, and returns the element to render. The
 * server does the rendering itself, so styles and status are collected in one place.
 */
export async function preparePage(input: PreparePageInput): Promise<PreparedPage> {
  const { url, apps, queryClient } = input;
  const parsed = parseLocation(url);
  const searchParams = new URLSearchParams(parsed.search);
  const routes = buildRouteTable(apps);
  const loader = new AppLoader(input.loadApp, { shell: shellModule });
  for (const app of input.failedApps ?? []) loader.markFailed(app);
  const match = matchRoute(parsed.pathname, routes);
  const language = languageForPath(parsed.pathname, input.storedLanguage);
  await loadDictionary(language);

  const regionApps = match ? [match.route.app, ...(WIDGET_APPS[match.route.id] ?? [])] : [];
  const failures: PreparationFailure[] = [];
  if (match) {
    const failedBefore = new Set(input.failedApps ?? []);
    await Promise.all(regionApps.map((app) => loader.ensure(app)));
    for (const app of regionApps) {
      const state = loader.get(app);
      if (state?.status === 'failed' && !failedBefore.has(app)) failures.push({ app, kind: 'load', message: errorMessage(state.error) });
    }
    const state = loader.get(match.route.app);
    const route = state?.status === 'loaded' ? state.module.routes.find((r) => r.id === match.route.id) : undefined;
    if (state?.status === 'loaded' && !route) {
      // Declared in the release's routes.json but not in the module: a broken build, shown as failed.
      const message = `${match.route.app} declares the route "${match.route.id}" but its module does not export it`;
      loader.markFailed(match.route.app, new Error(message));
      failures.push({ app: match.route.app, kind: 'missing-route', message });
    }
    await route?.preload?.().catch((error: unknown) => {
      loader.markFailed(match.route.app, error);
      failures.push({ app: match.route.app, kind: 'load', message: `the page's own chunk did not load: ${errorMessage(error)}` });
    });
    // A failing data call leaves the query in its error state: the page shows its "missing data" view.
    await route?.prefetch?.({ params: match.params, search: searchParams, language, queryClient }).catch(() => undefined);
  }

  const failedApps = apps.map((a) => a.app).filter((app) => loader.get(app)?.status === 'failed');
  const collector: RenderCollector = {};
  const element = (
    <StaticRouter location={`${parsed.pathname}${parsed.search}`}>
      <ShellApp
        routes={routes}
        loader={loader}
        queryClient={queryClient}
        initialLanguage={language}
        origin={input.origin}
        site={input.site}
        consentAnswered={input.consentAnswered}
        collector={collector}
      />
    </StaticRouter>
  );
  return { element, collector, language, app: match?.route.app ?? null, routeId: match?.route.id ?? null, failedApps, regionApps, failures };
}
