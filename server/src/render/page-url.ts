import type { AppRoute } from '@casino/shared';

/**
 * The URL a page is rendered and cached as: its path and only the query parameters its route
 * declares, in the order they came. Anything else (tracking tags, cache-busting junk) is
 * ignored rather than redirected away, so shared links keep working and cost no render.
 */
export function pageUrl(pathname: string, search: string, route: AppRoute | undefined): string {
  if (!search || !route?.query?.length) return pathname;
  const declared = new Set(route.query);
  const kept = new URLSearchParams([...new URLSearchParams(search)].filter(([name]) => declared.has(name)));
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
