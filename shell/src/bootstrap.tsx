import { hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { BrowserRouter, PAGE_STATE_GLOBAL, buildRouteTable, createQueryClient, loadDictionary, matchRoute, type AppModule, type PageState } from '@casino/shared';
import { AppLoader } from './app/app-loader';
import { WIDGET_APPS } from './app/remote-widget';
import { ShellApp } from './app/shell-app';
import { shellModule } from './shell-routes';

declare global {
  interface Window {
    [PAGE_STATE_GLOBAL]?: PageState;
  }
}

/** A remote that hangs is treated like one that failed: its region shows the fallback. */
const REMOTE_TIMEOUT_MS = 6000;

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function start() {
  const state = window[PAGE_STATE_GLOBAL];
  if (!state) throw new Error('page state missing');
  // Exactly the versions the server pinned for this page: no manifest fetch, no mismatch.
  // Entry globals carry the prefix the remotes' builds give them (see webpack.common.js).
  registerRemotes(state.apps.filter((app) => app.entry).map((app) => ({ name: app.app, entry: app.entry as string, entryGlobalName: `mf_${app.app}` })));

  const loader = new AppLoader(async (app) => {
    const module = await withTimeout(loadRemote<AppModule>(`${app}/routes`), REMOTE_TIMEOUT_MS, `${app} did not load in time`);
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
    const state = loader.get(match.route.app);
    await (state?.status === 'loaded' ? state.module.routes.find((route) => route.id === match.route.id)?.preload?.() : undefined);
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
