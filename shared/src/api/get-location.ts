import { queryOptions } from '@tanstack/react-query';
import type { LocationInfo } from './catalog-records';

/** GET /api/locations/{citySlug}/{keywordSlug}: city, keyword and optional state. */
export const locationPath = (citySlug: string, keywordSlug: string) =>
  `/api/locations/${encodeURIComponent(citySlug)}/${encodeURIComponent(keywordSlug)}`;
export const locationQuery = (citySlug: string, keywordSlug: string) =>
  queryOptions<LocationInfo>({ queryKey: [locationPath(citySlug, keywordSlug)] });
