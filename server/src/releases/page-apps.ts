import { buildRouteTable, matchRoute, type AppRoute } from '@casino/shared';
import type { ServedVersions } from './served-versions';

/** Only a path on this site is a page; anything else is not recorded. */
export const sitePath = (path: string | undefined) => (path && path.startsWith('/') && !path.startsWith('//') ? path.slice(0, 300) : null);

/**
 * The app whose route draws a path in the served set (the route table the pages are matched
 * against, made once per set), or null for a path no route matches.
 */
export function pageAppsOf(versions: ServedVersions): (path: string) => string | null {
  let made: { key: string; routes: AppRoute[] } | null = null;
  return (path) => {
    const snapshot = versions.current();
    if (!snapshot) return null;
    if (made?.key !== snapshot.key) made = { key: snapshot.key, routes: buildRouteTable(snapshot.apps.map((a) => ({ app: a.app, routes: a.release.routes }))) };
    return matchRoute(path, made.routes)?.route.app ?? null;
  };
}
