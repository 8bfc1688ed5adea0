import { StaticRouter, buildRouteTable, loadDictionary, matchRoute, parseLocation, type PreparePageInput, type PreparedPage, type RenderCollector } from '@casino/shared';
import { AppLoader } from './app/app-loader';
import { languageForPath } from './app/language-rules';
import { WIDGET_APPS } from './app/remote-widget';
import { ShellApp } from './app/shell-app';
import { shellModule } from './shell-routes';

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

  if (match) {
    await Promise.all([match.route.app, ...(WIDGET_APPS[match.route.id] ?? [])].map((app) => loader.ensure(app)));
    const state = loader.get(match.route.app);
    const route = state?.status === 'loaded' ? state.module.routes.find((r) => r.id === match.route.id) : undefined;
    if (state?.status === 'failed') console.error(`[${match.route.app}] could not be loaded`, state.error);
    await route?.preload?.();
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
  return { element, collector, language, app: match?.route.app ?? null, failedApps };
}
