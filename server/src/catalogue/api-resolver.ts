import { bonusesPath, casinoListPathname, casinoSearchPathname, casinosPath, matchLocationPath, MAX_BONUS_CASINOS, MAX_CASINO_LIMIT, MAX_SEARCH_LENGTH, MAX_SEARCH_RESULTS, readCasinoListQuery, RequestError, type PathResolver } from '@casino/shared';
import type { Database } from '../core/db/database';
import { isConnectionFailure } from '../core/db/database-unavailable';
import type { CasinoSearch } from './casino-search';
import type { CatalogCache, CachedList } from './catalog-cache';
import { findLocation } from './catalog-repository';

const CASINO_PATH = /^\/api\/casinos\/([^/]+)$/;
const OFFER_PATH = /^\/api\/offers\/([^/]+)$/;

const notFound = () => new RequestError(404, `404: {"message":"Not found"}`);
/** A search the API refuses (catalogue/api-casino-search.ts) is refused here too. */
const badSearch = () => new RequestError(400, `400: {"message":"Invalid request: q must be text of at most ${MAX_SEARCH_LENGTH} characters, limit a whole number from 1 to ${MAX_SEARCH_RESULTS}"}`);

/** A count as the API takes it (catalogue/api-catalog.ts): a whole number from 1 to the bound, else none. */
const countIn = (value: string | null, bound: number): number | null => {
  const count = Number(value);
  return value !== null && /^\d{1,4}$/.test(value) && count >= 1 && count <= bound ? count : null;
};

/** A path segment as written, or null when its escapes are broken (then nothing is found). */
const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** The catalogue's answer to a path and its query, as the API gives it; undefined for none. */
function catalogueAnswer(cache: CatalogCache, path: string): CachedList | undefined {
  const list = cache.get(path);
  if (list) return list;
  const url = new URL(path, 'http://in-process');
  const { pathname, searchParams } = url;
  if (pathname === casinosPath && searchParams.has('limit')) {
    const limit = countIn(searchParams.get('limit'), MAX_CASINO_LIMIT);
    return limit === null ? undefined : cache.firstCasinos(limit);
  }
  if (pathname === bonusesPath && searchParams.has('casinos')) {
    const slugs = searchParams.get('casinos')!.split(',');
    return slugs.length > MAX_BONUS_CASINOS ? undefined : cache.bonusesOf(slugs);
  }
  if (pathname === casinoListPathname) {
    const asked = readCasinoListQuery(searchParams);
    return 'problem' in asked ? undefined : cache.casinoList(asked);
  }
  const casino = CASINO_PATH.exec(pathname);
  const casinoSlug = casino && decoded(casino[1]!);
  if (casinoSlug) return cache.casinoByReviewSlug(casinoSlug);
  const offer = OFFER_PATH.exec(pathname);
  const offerSlug = offer && decoded(offer[1]!);
  if (offerSlug) return cache.offer(offerSlug);
  return undefined;
}

/** A search's answer as the API gives it, or undefined while the catalogue is loading. */
function searchAnswer(search: CasinoSearch, searchParams: URLSearchParams): Promise<CachedList> | undefined {
  const term = searchParams.get('q') ?? '';
  const limit = searchParams.has('limit') ? countIn(searchParams.get('limit'), MAX_SEARCH_RESULTS) : MAX_SEARCH_RESULTS;
  if (Array.from(term).length > MAX_SEARCH_LENGTH || limit === null) throw badSearch();
  return search.answer(term, limit);
}

/**
 * Answers the API paths of the page queries in-process during server rendering: the
 * catalogue's answers from memory (a list, its first few, one casino), a location and a casino
 * search from the database. Anything else fails like a 404 would. A database failure fails like
 * the API would answer it (503, or 500 for a fault of ours), with the error itself logged here
 * and never passed on to the page.
 */
export function createApiResolver(cache: CatalogCache, db: Database, log: { error: (object: object, message: string) => void }, search?: CasinoSearch): PathResolver {
  const failed = (path: string) => (error: unknown): never => {
    log.error({ err: error, path }, 'page data could not be read');
    const status = isConnectionFailure(error) ? 503 : 500;
    throw new RequestError(status, `${status}: {"message":"Please try again later."}`);
  };
  return async (path) => {
    const answer = catalogueAnswer(cache, path);
    if (answer) return answer.data;
    const url = new URL(path, 'http://in-process');
    if (search && url.pathname === casinoSearchPathname) {
      const found = await searchAnswer(search, url.searchParams)?.catch(failed(path));
      if (found) return found.data;
    }
    const location = matchLocationPath(url.pathname);
    if (location) {
      const found = await findLocation(db, location.city, location.keyword).catch(failed(path));
      if (found) return found;
    }
    throw notFound();
  };
}
