import { matchRoute, type AppRoute, type PinnedApp } from '@casino/shared';
import { viewTicket } from './page-view';

/** The kinds the server counts per app version (see the server's /api/client-errors). */
export type ClientErrorKind = 'load' | 'timeout' | 'render' | 'hydration';

/** One page reports at most this many errors: a broken page must not flood the server. */
const MAX_REPORTS_PER_PAGE = 10;
const MAX_MESSAGE_LENGTH = 500;

let pinned: { apps: readonly PinnedApp[]; routes: readonly AppRoute[] } | null = null;
let sent = 0;
/** Apps that did not load on this page. */
const loadReported = new Set<string>();

/** The page's versions and routes: a report names the app version the page runs and the route it is on. */
export function startErrorReports(apps: readonly PinnedApp[], routes: readonly AppRoute[]) {
  pinned = { apps, routes };
}

/** An error's message, or the thrown value as text. */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Tells the server that an app version failed in this browser, so a canary that breaks pages
 * is noticed (and aborted) by its error rate. Carries the app, its version, the route's id,
 * the kind, the error's message and the page's view ticket; nothing about the visitor. Fire
 * and forget, once the page view is registered.
 */
export function reportClientError(app: string, kind: ClientErrorKind, error: unknown) {
  const version = pinned?.apps.find((pinnedApp) => pinnedApp.app === app)?.version;
  if (!pinned || !version || sent >= MAX_REPORTS_PER_PAGE) return;
  // Reported once; and a region whose code did not load differs from the server's HTML, which is
  // the same failure again, not a mismatch of its own.
  if (loadReported.has(app) && kind !== 'render') return;
  if (kind === 'load' || kind === 'timeout') loadReported.add(app);
  sent += 1;
  const route = matchRoute(window.location.pathname, pinned.routes)?.route.id;
  const report = { app, version, kind, ...(route ? { route } : {}), message: errorText(error).slice(0, MAX_MESSAGE_LENGTH) };
  void viewTicket().then((ticket) => {
    const body = JSON.stringify(ticket ? { ...report, ticket } : report);
    // keepalive: a report sent just before the visitor leaves still arrives.
    return fetch('/api/client-errors', { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body }).catch(() => undefined);
  });
}
