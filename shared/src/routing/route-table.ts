import { fillPattern, matchPattern } from './path-pattern';
import type { Language } from '../i18n/language';
import type { PinnedApp } from '../page-state';

/**
 * A route as an app declares it in its release: the German path, and either the same path
 * under /en in English or, for the pairs with translated slugs, its own English path.
 */
export interface RouteDeclaration {
  id: string;
  path: string | { de: string; en: string };
  /** Parameter values the release check renders the route with, e.g. { "slug": "drip" }. */
  sample?: Record<string, string>;
  /**
   * The page template that renders the route, one of its app's pages (see routeModules).
   * Absent: the template named like the route's id.
   */
  page?: string;
  /** The content file the template renders, under the app's src/content/, without extension. */
  content?: string;
  /**
   * The catalogued casino the page is about (a written review). The catalogue owns its
   * facts; the page is listed in the sitemap, dated by the facts' check, only while the
   * catalogue holds the casino, and is not found once it does not.
   */
  casino?: string;
  /**
   * Where the sitemap takes the route's addresses from. Absent: the path itself (routes
   * without parameters). "casinos": one per catalogued casino without a page of its own
   * (`casino`), with `slug` from its name. "locations": one per city page with real local
   * data, with `city` and `keyword`. false: never listed (the pages mail links open).
   */
  sitemap?: false | 'casinos' | 'locations';
  /** The languages the page is written in; absent: both. City pages are German only. */
  languages?: Language[];
  /** false for pages that carry a visitor's own link (a mail token): never kept in the page cache. */
  pageCache?: false;
  /**
   * The query parameters the page reads (the comparison's filters, a mail link's token). The
   * server renders and caches the page without any other, so `?utm_source=...` or random
   * junk neither changes the page nor forces a fresh render.
   */
  query?: string[];
  /**
   * The values a declared query parameter may take where the page offers a choice: a list,
   * `payment-methods` (those of the catalogued casinos), `page-number` (a list's page from 2,
   * written without leading zeros: page 1 is the address without it) or `search-term` (any text
   * of at most MAX_SEARCH_LENGTH characters, see search-casinos.ts). An empty value means "any". Any other
   * value, or a parameter given twice, is redirected to the page without it: junk values would
   * each be a page of their own in every cache. Parameters not named here take any value (a
   * mail link's token).
   */
  queryValues?: Record<string, readonly string[] | QueryValueSource>;
}

/** Where a query parameter's allowed values come from, when they are not a fixed list. */
export type QueryValueSource = 'payment-methods' | 'page-number' | 'search-term';

/** A declared route together with the app (shell or remote) that renders it. */
export interface AppRoute extends RouteDeclaration {
  app: string;
}

export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string>;
  /** The language the matched form of the path stands for. */
  language: Language;
}

export const HOME_PATH = '/';
export const ENGLISH_PREFIX = '/en';

export const isEnglishPath = (pathname: string) => pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`);

/**
 * Spec §4: the stored language choice (local storage, mirrored into the `language` cookie) decides
 * the language of the home path only; every other path decides its own (under /en English, else
 * German). The one place of that rule: the shell's language, the server's page key and `Vary`,
 * and the Varnish configuration's comment follow it.
 */
export const storedLanguageDecides = (pathname: string) => pathname === HOME_PATH;

/** The German path without any /en prefix. */
export function stripEnglishPrefix(pathname: string): string {
  if (!isEnglishPath(pathname)) return pathname;
  return pathname.slice(ENGLISH_PREFIX.length) || HOME_PATH;
}

/** Gains or loses the /en prefix: the rule for every path without its own translated slug. */
export function prefixFor(language: Language, germanPath: string): string {
  if (language === 'de') return germanPath;
  return germanPath === HOME_PATH ? ENGLISH_PREFIX : `${ENGLISH_PREFIX}${germanPath}`;
}

/** The route's pattern in one language, /en prefix included. */
export function patternOf(route: RouteDeclaration, language: Language): string {
  if (typeof route.path === 'string') return prefixFor(language, route.path);
  return language === 'de' ? route.path.de : prefixFor('en', route.path.en);
}

/**
 * The route table of a set of app versions, from what each declares. Routes with literal
 * segments come before parameterised ones, so /reviews/stake beats /reviews/:slug.
 */
export function buildRouteTable(apps: readonly Pick<PinnedApp, 'app' | 'routes'>[]): AppRoute[] {
  const routes = apps.flatMap((app) => app.routes.map((route) => ({ ...route, app: app.app })));
  const dynamicSegments = (route: AppRoute) => (patternOf(route, 'de').match(/[:*]/g) ?? []).length;
  return routes.sort((a, b) => dynamicSegments(a) - dynamicSegments(b));
}

export function matchRoute(pathname: string, routes: readonly AppRoute[]): RouteMatch | null {
  const language: Language = isEnglishPath(pathname) ? 'en' : 'de';
  for (const route of routes) {
    const params = matchPattern(patternOf(route, language), pathname);
    if (params) return { route, params, language };
  }
  return null;
}

/**
 * The one address of a matched page: its route's path in the match's language, with the route's
 * own trailing slash and letter case; a page written in German only has its German address.
 * Every other spelling (/about/, /en/, /guides, /en/locations/...) is redirected here.
 */
export function canonicalPathOf(match: RouteMatch): string {
  const language = match.route.languages && !match.route.languages.includes(match.language) ? 'de' : match.language;
  return pathOf(match.route, language, match.params);
}

/** The concrete path of a route in a language, with its parameters filled in. */
export function pathOf(route: RouteDeclaration, language: Language, params: Record<string, string> = {}): string {
  return fillPattern(patternOf(route, language), params);
}

/**
 * Where the language switcher leads (spec §2). On the home path the URL stays and only the
 * stored language changes. A route with translated slugs swaps to its pair; every other
 * path gains or loses the /en prefix. Query and hash are kept, so a filtered list stays filtered.
 */
export function switchLanguagePath(
  location: { pathname: string; search?: string; hash?: string },
  target: Language,
  routes: readonly AppRoute[],
): string {
  const suffix = `${location.search ?? ''}${location.hash ?? ''}`;
  if (storedLanguageDecides(location.pathname)) return `${location.pathname}${suffix}`;
  const match = matchRoute(location.pathname, routes);
  const path = match
    ? pathOf(match.route, target, match.params)
    : prefixFor(target, stripEnglishPrefix(location.pathname));
  return `${path}${suffix}`;
}

/** Turns a German site path into its form in the given language, using the route table for slug pairs. */
export function localizePath(germanPath: string, language: Language, routes: readonly AppRoute[]): string {
  if (language === 'de') return germanPath;
  const [pathname = HOME_PATH, rest = ''] = germanPath.split(/(?=[?#])/, 2);
  const match = matchRoute(pathname, routes);
  return `${match ? pathOf(match.route, 'en', match.params) : prefixFor('en', pathname)}${rest}`;
}
