import { storedLanguageDecides, type AppRoute, type Language } from '@casino/shared';
import type { SiteNow } from './rendered-page';

/**
 * Everything a cached page depends on, written once. Two requests with the same key in the same
 * generation get the same bytes; anything not named here must not change a page.
 */

/** Longer URLs are rendered but not kept: nobody shares them, and they would crowd out real pages. */
const MAX_CACHED_URL_LENGTH = 300;

/** What a page request brings that can change the page. */
export interface PageRequest {
  pathname: string;
  /** The query string as it came (with its `?`, or empty). */
  search: string;
  /** The route the path matched; none for a 404, which is never kept. */
  route: AppRoute | undefined;
  /** The language cookie: it decides the home page only (elsewhere the path does). */
  storedLanguage: Language | null;
  /** The version set rendering it: `active`, or a canary group's set by its key, kept apart from the active set's pages. */
  versionSet: string;
  /** The app versions of that set, which a kept page's own must match (see stillCurrent). */
  versions: Readonly<Record<string, string>>;
}

/**
 * The state of the whole site. A render belongs to one state (requests join only a render of
 * the state they found); a kept page lives on through changes that do not touch what it was
 * made of (see stillCurrent).
 */
export interface SiteState {
  /** What the catalogue shows (CatalogCache.state): an import, or an offer starting or ending, changes it. */
  catalogVersion: string;
  /** The served app versions, canaries included: a release changes it. */
  servedVersions: string;
}

export interface PageKey {
  /** The state of the site the page is rendered in. */
  generation: string;
  /** What a kept page must still be made of to be answered. */
  now: SiteNow;
  /** The page within that generation. */
  key: string;
  /** The URL the page is rendered as: its path and only the query parameters its route declares. */
  url: string;
  /** Whether the page may be kept at all: a route's page, unless the route says never (mail links), with a URL of sensible length. */
  cacheable: boolean;
}

/** The year is in it for the footer's copyright line, the one thing that ages on its own. */
export const generationOf = (site: SiteState, now = new Date()) => `${site.catalogVersion}|${site.servedVersions}|${now.getFullYear()}`;

/** The home page alone depends on the language cookie; elsewhere the path decides the language (the shared rule). */
export const dependsOnStoredLanguage = storedLanguageDecides;

export function pageKeyOf(request: PageRequest, generation: string, catalogVersion = ''): PageKey {
  const url = pageUrl(request.pathname, request.search, request.route);
  const language = dependsOnStoredLanguage(request.pathname) ? (request.storedLanguage ?? '-') : '-';
  return {
    generation,
    now: { versions: request.versions, catalogVersion },
    key: `${request.versionSet} ${language} ${url}`,
    url,
    cacheable: request.route !== undefined && request.route.pageCache !== false && url.length <= MAX_CACHED_URL_LENGTH,
  };
}

/** The name of a page in one state of the site, the same in every worker (see render-claims.ts). */
export const flightOf = ({ generation, key }: { generation: string; key: string }) => `${generation} ${key}`;

/**
 * The URL a page is rendered and cached as: its path and only the query parameters its route
 * declares that have a value, in the order they came (values the route does not offer were
 * redirected away before, see query-values.ts). Anything else (tracking tags, cache-busting junk) is
 * ignored rather than redirected away, so shared links keep working and cost no render.
 */
function pageUrl(pathname: string, search: string, route: AppRoute | undefined): string {
  if (!search || !route?.query?.length) return pathname;
  const declared = new Set(route.query);
  // An empty value is the form's "any": the same page as without the parameter.
  const kept = new URLSearchParams([...new URLSearchParams(search)].filter(([name, value]) => declared.has(name) && value !== ''));
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
