import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { BrowserRouter, CODE_LOAD_TIMEOUT_MS, PAGE_STATE_GLOBAL, TimeoutError, buildRouteTable, createQueryClient, loadDictionary, withTimeout, type AppModule, type PageState } from '@casino/shared';
import { shellModule } from '../shell-routes';
import { AppLoader } from './app-loader';
import { reportClientError, startErrorReports } from './error-reports';
import { nextTask } from './next-task';
import { registerPageView } from './page-view';
import { resolvePage, serverMatch } from './resolve-page';
import { ShellApp } from './shell-app';

declare global {
  interface Window {
    [PAGE_STATE_GLOBAL]?: PageState;
  }
}

/** Hydrates the server's HTML of this page, once the page's app and text are loaded. */
export async function hydratePage() {
  const state = window[PAGE_STATE_GLOBAL];
  if (!state) throw new Error('page state missing');
  // Exactly the versions the server pinned for this page: no manifest fetch, no mismatch.
  // Entry globals carry the prefix the remotes' builds give them (see webpack.common.js).
  registerRemotes(state.apps.filter((app) => app.entry).map((app) => ({ name: app.app, entry: app.entry as string, entryGlobalName: `mf_${app.app}` })));

  registerPageView(state);
  const routes = buildRouteTable(state.apps);
  startErrorReports(state.apps, routes);
  const loader = new AppLoader(async (app) => {
    try {
      const module = await withTimeout(loadRemote<AppModule>(`${app}/routes`), CODE_LOAD_TIMEOUT_MS, `${app} did not load in time`);
      if (!module) throw new Error(`${app}/routes is empty`);
      return module;
    } catch (error) {
      reportClientError(app, error instanceof TimeoutError ? 'timeout' : 'load', error);
      throw error;
    }
  }, { shell: shellModule });
  for (const app of state.failedApps) loader.markFailed(app);

  // Loading the page's app, putting the state into the query cache and hydration each start
  // a task of their own (see bootstrap.ts).
  await nextTask();
  // Load the page's own app, chunk and dictionary before hydrating, so the first client render
  // matches the HTML; widgets keep their HTML until they are wanted.
  const match = serverMatch(state.match, routes);
  const [page] = await Promise.all([resolvePage(window.location.pathname, routes, loader, { match, widgets: 'when-wanted', language: state.language }), loadDictionary(state.language)]);
  for (const failure of page.failures) {
    console.error(`[${failure.app}] ${failure.message}`);
    // A remote that did not load was reported as it failed; what is left is its chunk or a route it lacks.
    reportClientError(failure.app, failure.kind === 'load' ? 'load' : 'render', failure.message);
  }

  await nextTask();
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  // A mismatch between the server's HTML and the first render in the browser: React recovers by
  // rendering on the client, reports it as it would without this handler, and the page's own
  // app is the one counted for it.
  const pageApp = page.initial.match?.route.app ?? 'shell';
  const onRecoverableError = (error: unknown) => {
    reportError(error);
    reportClientError(pageApp, 'hydration', error);
  };
  // Hydrated as a transition: React then yields to the browser every few milliseconds instead
  // of hydrating the whole page in one long task, so a tap during hydration is not held up.
  startTransition(() => {
    hydrateRoot(
      root,
      <BrowserRouter>
        <ShellApp routes={routes} initial={page.initial} loader={loader} queryClient={queryClient} initialLanguage={state.language} origin={state.origin} site={state.site} analyticsId={state.analyticsId} />
      </BrowserRouter>,
      { onRecoverableError },
    );
  });
}

