import { hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { BrowserRouter, CODE_LOAD_TIMEOUT_MS, PAGE_STATE_GLOBAL, buildRouteTable, createQueryClient, loadDictionary, matchRoute, withTimeout, type AppModule, type PageState } from '@casino/shared';
import { AppLoader } from './app/app-loader';
import { WIDGET_APPS } from './app/remote-widget';
import { ShellApp } from './app/shell-app';
import { shellModule } from './shell-routes';

declare global {
  interface Window {
    [PAGE_STATE_GLOBAL]?: PageState;
  }
}

async function start() {
  const state = window[PAGE_STATE_GLOBAL];
  if (!state) throw new Error('page state missing');
  // Exactly the versions the server pinned for this page: no manifest fetch, no mismatch.
  // Entry globals carry the prefix the remotes' builds give them (see webpack.common.js).
  registerRemotes(state.apps.filter((app) => app.entry).map((app) => ({ name: app.app, entry: app.entry as string, entryGlobalName: `mf_${app.app}` })));

  const loader = new AppLoader(async (app) => {
    const module = await withTimeout(loadRemote<AppModule>(`${app}/routes`), CODE_LOAD_TIMEOUT_MS, `${app} did not load in time`);
    if (!module) throw new Error(`${app}/routes is empty`);
    return module;
  }, { shell: shellModule });
  for (const app of state.failedApps) loader.markFailed(app);

  const routes = buildRouteTable(state.apps);
  const match = matchRoute(window.location.pathname, routes);
  // Load the page's own app and dictionary before hydrating, so the first client render matches the HTML.
  const dictionary = loadDictionary(state.language);
  if (match) {
    await Promise.all([match.route.app, ...(WIDGET_APPS[match.route.id] ?? [])].map((app) => loader.ensure(app)));
    const app = loader.get(match.route.app);
    const route = app?.status === 'loaded' ? app.module.routes.find((candidate) => candidate.id === match.route.id) : undefined;
    // A page chunk that fails or hangs must not stop hydration: the region hydrates to its fallback (with retry).
    await route?.preload?.().catch((error: unknown) => {
      console.error(`[${match.route.app}] the page's chunk could not be loaded`, error);
      loader.markFailed(match.route.app, error);
    });
  }

  await dictionary;
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  hydrateRoot(
    root,
    <BrowserRouter>
      <ShellApp routes={routes} loader={loader} queryClient={queryClient} initialLanguage={state.language} origin={state.origin} site={state.site} analyticsId={state.analyticsId} consentAnswered={state.consentAnswered} />
    </BrowserRouter>,
  );
}

void start();
