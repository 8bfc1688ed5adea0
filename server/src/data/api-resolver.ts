import { RequestError, type PathResolver } from '@casino/shared';
import type { Database } from '../db/database';
import { isConnectionFailure } from '../db/database-unavailable';
import type { CatalogCache } from './catalog-cache';
import { findLocation } from './catalog-repository';

const LOCATION_PATH = /^\/api\/locations\/([^/]+)\/([^/]+)$/;

/**
 * Answers the API paths of the page queries in-process during server rendering: the
 * lists from memory, a location from the database. Anything else fails like a 404 would.
 * A database failure fails like the API would answer it (503, or 500 for a fault of ours),
 * with the error itself logged here and never passed on to the page.
 */
export function createApiResolver(cache: CatalogCache, db: Database, log: { error: (object: object, message: string) => void }): PathResolver {
  return async (path) => {
    const list = cache.get(path);
    if (list) return list.data;
    const location = LOCATION_PATH.exec(path);
    if (location) {
      const found = await findLocation(db, decodeURIComponent(location[1]!), decodeURIComponent(location[2]!)).catch((error: unknown) => {
        log.error({ err: error, path }, 'page data could not be read');
        const status = isConnectionFailure(error) ? 503 : 500;
        throw new RequestError(status, `${status}: {"message":"Please try again later."}`);
      });
      if (found) return found;
    }
    throw new RequestError(404, `404: {"message":"Not found"}`);
  };
}
