import { useCallback } from 'react';
import { casinoSlug, matchRoute, useLocalizePath, useRouteTable, type AppRoute, type Casino } from '@casino/shared';

/**
 * A casino's review: its written review when the reviews app has one at /reviews/{slug},
 * otherwise the generic review every catalogued casino has at /reviews/{name as slug}.
 */
export function reviewPathOf(casino: Pick<Casino, 'slug' | 'name'>, routes: readonly AppRoute[]): string {
  const written = `/reviews/${casino.slug}`;
  const match = matchRoute(written, routes);
  return match && !Object.keys(match.params).length ? written : `/reviews/${casinoSlug(casino.name)}`;
}

/** reviewPathOf in the page's language, for cards and table rows that link to a casino's review. */
export function useReviewPath() {
  const routes = useRouteTable();
  const localize = useLocalizePath();
  return useCallback((casino: Pick<Casino, 'slug' | 'name'>) => localize(reviewPathOf(casino, routes)), [localize, routes]);
}
