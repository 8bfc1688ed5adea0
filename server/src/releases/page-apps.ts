import { buildRouteTable, canonicalPathOf, matchRoute, type AppRoute, type RouteMatch } from '@casino/shared';
import type { ServedVersions } from './served-versions';

/** Only a path on this site is a page; anything else is not recorded. */
export const sitePath = (path: string | undefined) => (path && path.startsWith('/') && !path.startsWith('//') ? path.slice(0, 300) : null);

/** The served set's route match of a path (the route table made once per set), or null. */
function matchesOf(versions: ServedVersions): (path: string) => RouteMatch | null {
  let made: { key: string; routes: AppRoute[] } | null = null;
  return (path) => {
    const snapshot = versions.current();
    if (!snapshot) return null;
    if (made?.key !== snapshot.key) made = { key: snapshot.key, routes: buildRouteTable(snapshot.apps.map((a) => ({ app: a.app, routes: a.release.routes }))) };
    return matchRoute(path, made.routes);
  };
}

/**
 * The app whose route draws a path in the served set (the route table the pages are matched
 * against, made once per set), or null for a path no route matches.
 */
export function pageAppsOf(versions: ServedVersions): (path: string) => string | null {
  const matchOf = matchesOf(versions);
  return (path) => matchOf(path)?.route.app ?? null;
}

/** A page's one address in the served set (where any other spelling of it redirects), or null for a path no route matches. */
export function canonicalPagesOf(versions: ServedVersions): (path: string) => string | null {
  const matchOf = matchesOf(versions);
  return (path) => {
    const match = matchOf(path);
    return match ? canonicalPathOf(match) : null;
  };
}
