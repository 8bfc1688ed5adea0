import type { AppRoute, PinnedApp } from '@casino/shared';

/**
 * The route table is built from what the pinned app versions declare. Routes with literal
 * segments come before parameterised ones, so /reviews/stake beats /reviews/:slug.
 */
export function buildRouteTable(apps: readonly PinnedApp[]): AppRoute[] {
  const routes = apps.flatMap((app) => app.routes.map((route) => ({ ...route, app: app.app })));
  const dynamicSegments = (route: AppRoute) => {
    const path = typeof route.path === 'string' ? route.path : route.path.de;
    return (path.match(/[:*]/g) ?? []).length;
  };
  return routes.sort((a, b) => dynamicSegments(a) - dynamicSegments(b));
}
