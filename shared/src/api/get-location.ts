import { queryOptions } from '@tanstack/react-query';
import type { LocationInfo } from './catalog-records';

/** GET /api/locations/{citySlug}/{keywordSlug}: city, keyword and optional state. */
export const locationPath = (citySlug: string, keywordSlug: string) =>
  `/api/locations/${encodeURIComponent(citySlug)}/${encodeURIComponent(keywordSlug)}`;
export const locationQuery = (citySlug: string, keywordSlug: string) =>
  queryOptions<LocationInfo>({ queryKey: [locationPath(citySlug, keywordSlug)] });

/**
 * Real local data (population or local texts) makes a city page worth indexing; the rest
 * are near-duplicates. The page's robots tag and the sitemap both ask this one rule.
 */
export const hasLocalData = (location: Pick<LocationInfo, 'population' | 'attractions' | 'economy'>) =>
  Boolean(location.population || location.attractions || location.economy);
