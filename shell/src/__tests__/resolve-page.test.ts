import { buildRouteTable, type AppModule, type RouteModule } from '@casino/shared';
import { AppLoader } from '../app/app-loader';
import { resolvePage, serverMatch } from '../app/resolve-page';

const routes = buildRouteTable([{ app: 'guides', routes: [{ id: 'about', path: '/about' }, { id: 'terms', path: '/terms' }] }]);
const page = (id: string, preload?: () => Promise<unknown>): RouteModule => ({ id, Component: () => null, preload });

/** One app's module, as its remote entry would give it. */
const loaderWith = (module: AppModule | Error) =>
  new AppLoader(() => (module instanceof Error ? Promise.reject(module) : Promise.resolve(module)), {});

describe('resolvePage, as the server and the browser entry use it', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('loads the route\'s app and preloads its page chunk', async () => {
    const preload = jest.fn(() => Promise.resolve());
    const loader = loaderWith({ routes: [page('about', preload), page('terms')] });
    const resolved = await resolvePage('/about', routes, loader);
    expect(resolved).toMatchObject({ regionApps: ['guides'], failures: [], route: { id: 'about' }, initial: { pathname: '/about', match: { route: { id: 'about' } } } });
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('marks the app failed when it does not export a route its routes.json declares', async () => {
    const loader = loaderWith({ routes: [page('terms')] });
    const resolved = await resolvePage('/about', routes, loader);
    expect(resolved.failures).toEqual([{ app: 'guides', kind: 'missing-route', message: 'guides declares the route "about" but its module does not export it' }]);
    expect(loader.get('guides')?.status).toBe('failed');
  });

  it('marks the app failed when the page\'s own chunk does not load, and reports a failed app once', async () => {
    const loader = loaderWith({ routes: [page('about', () => Promise.reject(new Error('chunk 404')))] });
    expect((await resolvePage('/about', routes, loader)).failures).toEqual([{ app: 'guides', kind: 'load', message: "the page's own chunk did not load: chunk 404" }]);
    expect(loader.get('guides')?.status).toBe('failed');
    expect((await resolvePage('/terms', routes, loader)).failures).toEqual([]);
  });

  it('reports an app that does not load, and resolves an unknown path to no route', async () => {
    expect((await resolvePage('/about', routes, loaderWith(new Error('entry 503')))).failures).toEqual([{ app: 'guides', kind: 'load', message: 'entry 503' }]);
    expect(await resolvePage('/nowhere', routes, loaderWith({ routes: [] }))).toEqual({ initial: { pathname: '/nowhere', match: null }, regionApps: [], failures: [] });
  });
});

describe("serverMatch: hydration takes the server's route match instead of matching again", () => {
  it('finds the route the server named in the same table, with its parameters', () => {
    const match = serverMatch({ app: 'guides', routeId: 'terms', params: { page: '2' }, language: 'en' }, routes);
    expect(match).toEqual({ route: routes.find((route) => route.id === 'terms'), params: { page: '2' }, language: 'en' });
  });

  it('keeps a 404 a 404, and matches in the browser when the server did not say or named a route this table lacks', () => {
    expect(serverMatch(null, routes)).toBeNull();
    expect(serverMatch(undefined, routes)).toBeUndefined();
    expect(serverMatch({ app: 'reviews', routeId: 'about', params: {}, language: 'de' }, routes)).toBeUndefined();
  });
});
