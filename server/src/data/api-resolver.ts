import { RequestError, type PathResolver } from '@casino/shared';
import type { Database } from '../db/database';
import type { CatalogCache } from './catalog-cache';
import { findLocation } from './catalog-repository';

const LOCATION_PATH = /^\/api\/locations\/([^/]+)\/([^/]+)$/;

/**
 * Answers the API paths of the page queries in-process during server rendering: the
 * lists from memory, a location from the database. Anything else fails like a 404 would.
 */
export function createApiResolver(cache: CatalogCache, db: Database): PathResolver {
  return async (path) => {
    const list = cache.get(path);
    if (list) return list.data;
    const location = LOCATION_PATH.exec(path);
    if (location) {
      const found = await findLocation(db, decodeURIComponent(location[1]!), decodeURIComponent(location[2]!));
      if (found) return found;
    }
    throw new RequestError(404, `404: {"message":"Not found"}`);
  };
}
