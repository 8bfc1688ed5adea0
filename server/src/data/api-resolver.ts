import { bonusesPath, casinosPath, MAX_BONUS_CASINOS, MAX_CASINO_LIMIT, RequestError, type PathResolver } from '@casino/shared';
import type { Database } from '../db/database';
import { isConnectionFailure } from '../db/database-unavailable';
import type { CatalogCache, CachedList } from './catalog-cache';
import { findLocation } from './catalog-repository';

const LOCATION_PATH = /^\/api\/locations\/([^/]+)\/([^/]+)$/;
const CASINO_PATH = /^\/api\/casinos\/([^/]+)$/;
const OFFER_PATH = /^\/api\/offers\/([^/]+)$/;

const notFound = () => new RequestError(404, `404: {"message":"Not found"}`);

/** A count as the API takes it (routes/api-catalog.ts): a whole number from 1 to the bound, else none. */
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
  const casino = CASINO_PATH.exec(pathname);
  const casinoSlug = casino && decoded(casino[1]!);
  if (casinoSlug) return cache.casinoByReviewSlug(casinoSlug);
  const offer = OFFER_PATH.exec(pathname);
  const offerSlug = offer && decoded(offer[1]!);
  if (offerSlug) return cache.offer(offerSlug);
  return undefined;
}

/**
 * Answers the API paths of the page queries in-process during server rendering: the
 * catalogue's answers from memory (a list, its first few, one casino), a location from the
 * database. Anything else fails like a 404 would. A database failure fails like the API would
 * answer it (503, or 500 for a fault of ours), with the error itself logged here and never
 * passed on to the page.
 */
export function createApiResolver(cache: CatalogCache, db: Database, log: { error: (object: object, message: string) => void }): PathResolver {
  return async (path) => {
    const answer = catalogueAnswer(cache, path);
    if (answer) return answer.data;
    const location = LOCATION_PATH.exec(path);
    if (location) {
      const found = await findLocation(db, decodeURIComponent(location[1]!), decodeURIComponent(location[2]!)).catch((error: unknown) => {
        log.error({ err: error, path }, 'page data could not be read');
        const status = isConnectionFailure(error) ? 503 : 500;
        throw new RequestError(status, `${status}: {"message":"Please try again later."}`);
      });
      if (found) return found;
    }
    throw notFound();
  };
}
