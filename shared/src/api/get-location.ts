import { queryOptions } from '@tanstack/react-query';
import type { LocationInfo } from './catalog-records';
import { fillPattern, matchPattern } from '../routing/path-pattern';

/**
 * GET /api/locations/{city}/{keyword}: city, keyword and optional state. The one place of that
 * path: the pages' requests are built from it, the server's API route is declared with it (a
 * Fastify pattern too) and its in-process resolver matches it.
 */
export const LOCATION_API_ROUTE = '/api/locations/:city/:keyword';

export const locationPath = (citySlug: string, keywordSlug: string) => fillPattern(LOCATION_API_ROUTE, { city: citySlug, keyword: keywordSlug });

/** The city and keyword of a location API path (decoded), or null for any other path. */
export function matchLocationPath(path: string): { city: string; keyword: string } | null {
  const params = matchPattern(LOCATION_API_ROUTE, path);
  return params && { city: params.city ?? '', keyword: params.keyword ?? '' };
}
export const locationQuery = (citySlug: string, keywordSlug: string) =>
  queryOptions<LocationInfo>({ queryKey: [locationPath(citySlug, keywordSlug)] });

/**
 * Real local data (population or local texts) makes a city page worth indexing; the rest
 * are near-duplicates. The page's robots tag and the sitemap both ask this one rule.
 */
export const hasLocalData = (location: Pick<LocationInfo, 'population' | 'attractions' | 'economy'>) =>
  Boolean(location.population || location.attractions || location.economy);
