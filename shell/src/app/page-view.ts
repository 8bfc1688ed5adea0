import type { PageState } from '@casino/shared';

/**
 * How long one attempt may take, and how many there are: a request that stalls (seen in busy
 * browsers: sent, and never reaching the server) is given up and sent once more; after that
 * the page's reports go without a ticket rather than not at all.
 */
const ATTEMPT_MS = 3000;
const ATTEMPTS = 2;

let ticket: string | null = null;
let registered: Promise<void> = Promise.resolve();

async function askForTicket(body: string): Promise<string | null> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const signal = 'timeout' in AbortSignal ? AbortSignal.timeout(ATTEMPT_MS) : undefined;
      const response = await fetch('/api/view', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, signal });
      if (!response.ok) return null;
      return ((await response.json()) as { ticket?: string }).ticket ?? null;
    } catch {
      // Timed out or the network failed: once more, then without.
    }
  }
  return null;
}

/**
 * Registers this page view with the server, which counts it for the page's app versions and
 * answers with a view ticket: the page's error reports and web vitals carry it, and count only
 * with it. Pages are counted here and not where they are served because a shared cache in
 * front of the servers answers most of them, and a cached page is the same for every visitor.
 * Sent as the page starts, before its apps load, so a report of an app that failed to load can
 * carry the ticket; it names the app versions and the page's path only, nothing about the visitor.
 */
export function registerPageView(state: Pick<PageState, 'apps' | 'match'>) {
  const versions = Object.fromEntries(state.apps.map((app) => [app.app, app.version]));
  const body = JSON.stringify({ versions, app: state.match?.app ?? 'shell', path: window.location.pathname });
  registered = askForTicket(body).then((answer) => {
    ticket = answer;
  });
}

/**
 * Reports an in-app navigation (a page reached without loading it from the server) as a page
 * view of its path, which the click report measures clicks against; canaries do not count it.
 * Nothing waits for the answer, and a lost report is lost.
 */
export function registerNavigation(path: string) {
  try {
    void fetch('/api/navigation', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ path }), keepalive: true }).catch(() => undefined);
  } catch {
    // No fetch (an old browser, a test's document): the view goes uncounted.
  }
}

/** The ticket once the view is registered (null when it could not be, or was not counted). */
export async function viewTicket(): Promise<string | null> {
  await registered;
  return ticket;
}

/** The ticket as it is now, for a report that must go at once (a beacon as the page is hidden). */
export const viewTicketNow = () => ticket;
