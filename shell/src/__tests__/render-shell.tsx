import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, buildRouteTable, createQueryClient, useLocation, type AppModule, type PinnedApp } from '@casino/shared';
import { AppLoader } from '../app/app-loader';
import { ShellApp } from '../app/shell-app';
import { shellModule } from '../shell-routes';

/** Routes of a small test site: the shell's home, a slug pair, a plain page and a broken app. */
export const testApps: PinnedApp[] = [
  { app: 'shell', version: 't', routes: [{ id: 'home', path: '/' }] },
  {
    app: 'pages',
    version: 't',
    routes: [
      { id: 'pair', path: { de: '/casino-vergleich', en: '/casino-comparison' } },
      { id: 'plain', path: '/guides/' },
    ],
  },
  { app: 'broken', version: 't', routes: [{ id: 'broken', path: '/broken' }] },
];

const pagesModule: AppModule = {
  routes: [
    { id: 'pair', Component: () => <h1>Pair page</h1> },
    { id: 'plain', Component: () => <h1>Plain page</h1> },
  ],
};

export const testSite = { operatorName: 'Test Media GmbH', street: 'Teststraße 1', postalCode: '10115', city: 'Berlin', country: 'Deutschland', email: 'info@example.test' };

export let currentPath = '';
function LocationProbe() {
  const location = useLocation();
  currentPath = `${location.pathname}${location.search}`;
  return null;
}

/** The newsletter app as far as these tests need it: it loads, and shows no widget. */
const quietNewsletterModule: AppModule = { routes: [] };

const loadTestApp = (app: string): Promise<AppModule> => {
  if (app === 'pages') return Promise.resolve(pagesModule);
  if (app === 'newsletter') return Promise.resolve(quietNewsletterModule);
  return Promise.reject(new Error(`${app} is down`));
};

/** Renders the shell at `path` and lets the apps it loads settle (inside act, as React asks). */
export async function renderShell(path: string): Promise<RenderResult> {
  const loader = new AppLoader(loadTestApp, { shell: shellModule });
  const queryClient = createQueryClient(() => Promise.resolve([]));
  let result!: RenderResult;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <ShellApp routes={buildRouteTable(testApps)} loader={loader} queryClient={queryClient} initialLanguage="de" origin="https://example.test" site={testSite} />
      </MemoryRouter>,
    );
  });
  return result;
}
