import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildRouteTable, canonicalPathOf, matchRoute, switchLanguagePath } from '../route-table';
import type { RouteDeclaration } from '../route-table';

/**
 * The language rules of the spec, run on the site's real route table: every app's own
 * routes.json, read as the server reads them (not a copy kept for the tests).
 */
const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');
const APP_FOLDERS = { shell: 'shell', reviews: 'mf-reviews', guides: 'mf-guides', locations: 'mf-locations', newsletter: 'mf-newsletter' };
const apps = Object.entries(APP_FOLDERS).map(([app, folder]) => ({
  app,
  routes: JSON.parse(readFileSync(path.join(repoRoot, folder, 'src', 'routes.json'), 'utf8')) as RouteDeclaration[],
}));
const routes = buildRouteTable(apps);
const at = (pathname: string) => ({ pathname, search: '', hash: '' });

describe("the site's route table", () => {
  it.each([
    ['/casino-vergleich', '/en/casino-comparison'],
    ['/beste-casino-boni', '/en/best-casino-bonuses'],
    ['/live-casino-deutschland', '/en/live-casino-germany'],
    // Not in the spec's list: the legal notice German law asks for, under its German name.
    ['/impressum', '/en/imprint'],
  ])('swaps the slug pair %s <-> %s, and each form is a page only in its own language', (german, english) => {
    expect(switchLanguagePath(at(german), 'en', routes)).toBe(english);
    expect(switchLanguagePath(at(english), 'de', routes)).toBe(german);
    expect(matchRoute(german, routes)?.language).toBe('de');
    expect(matchRoute(english, routes)?.language).toBe('en');
    expect(matchRoute(`/en${german}`, routes)).toBeNull();
    expect(matchRoute(english.replace(/^\/en/, ''), routes)).toBeNull();
  });

  it('has no other slug pair: every other path gains or loses only the /en prefix', () => {
    const pairs = routes.filter((route) => typeof route.path !== 'string').map((route) => route.id);
    expect(pairs.sort()).toEqual(['bonuses', 'comparison', 'imprint', 'live-casino']);
    for (const route of routes) {
      if (typeof route.path !== 'string' || route.path.includes(':')) continue;
      expect(switchLanguagePath(at(route.path), 'en', routes)).toBe(route.path === '/' ? '/' : `/en${route.path}`);
    }
  });

  it('keeps the URL on the home path', () => {
    expect(switchLanguagePath(at('/'), 'en', routes)).toBe('/');
    expect(switchLanguagePath(at('/en'), 'de', routes)).toBe('/');
  });

  it('gives every path one route only', () => {
    const claimed = new Map<string, string>();
    for (const route of routes) {
      for (const form of typeof route.path === 'string' ? [route.path] : Object.values(route.path)) {
        expect({ path: form, claimedBy: claimed.get(form) }).toEqual({ path: form, claimedBy: undefined });
        claimed.set(form, route.id);
      }
    }
  });
});

describe('one address per page', () => {
  const canonical = (pathname: string) => {
    const match = matchRoute(pathname, routes);
    return match && canonicalPathOf(match);
  };

  it.each([
    ['/reviews/stake/', '/reviews/stake'],
    ['/about/', '/about'],
    ['/en/', '/en'],
    ['/guides', '/guides/'],
    ['/en/guides', '/en/guides/'],
    ['/Reviews/Stake', '/reviews/stake'],
    ['/en/locations/berlin/online-casino', '/locations/berlin/online-casino'],
  ])('knows %s as %s', (variant, address) => {
    expect(canonical(variant)).toBe(address);
  });

  it.each(['/', '/en', '/guides/', '/reviews/stake', '/reviews/sol-casino', '/locations/berlin/online-casino', '/en/casino-comparison'])('keeps %s as it is', (address) => {
    expect(canonical(address)).toBe(address);
  });
});
