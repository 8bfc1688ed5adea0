import type { PageState } from '@casino/shared';

/** How long the page waits for its ticket before its reports go without one. */
const VIEW_TIMEOUT_MS = 5000;

let ticket: string | null = null;
let registered: Promise<void> = Promise.resolve();

/**
 * Registers this page view with the server, which counts it for the page's app versions and
 * answers with a view ticket: the page's error reports and web vitals carry it, and count only
 * with it. Pages are counted here and not where they are served because a shared cache in
 * front of the servers answers most of them, and a cached page is the same for every visitor.
 * Sent as the page starts, before its apps load, so a report of an app that failed to load can
 * carry the ticket; it names the app versions only, nothing about the visitor.
 */
export function registerPageView(state: Pick<PageState, 'apps' | 'match'>) {
  const versions = Object.fromEntries(state.apps.map((app) => [app.app, app.version]));
  const body = JSON.stringify({ versions, app: state.match?.app ?? 'shell' });
  // Given up after a while: the page's reports then go without a ticket rather than not at all.
  registered = fetch('/api/view', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, signal: 'timeout' in AbortSignal ? AbortSignal.timeout(VIEW_TIMEOUT_MS) : undefined })
    .then((response): Promise<{ ticket?: string }> | object => (response.ok ? response.json() : {}))
    .then((answer: { ticket?: string }) => {
      ticket = answer.ticket ?? null;
    })
    .catch(() => undefined);
}

/** The ticket once the view is registered (null when it could not be, or was not counted). */
export async function viewTicket(): Promise<string | null> {
  await registered;
  return ticket;
}

/** The ticket as it is now, for a report that must go at once (a beacon as the page is hidden). */
export const viewTicketNow = () => ticket;
