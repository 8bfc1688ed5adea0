import { PAGE_STATE_GLOBAL } from '@casino/shared';
import { viewTicketNow } from './page-view';

type Metric = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

/** Phone or desktop, by the viewport's width, as Google's reports tell them apart. */
const deviceClass = () => (window.matchMedia('(max-width: 767px)').matches ? 'phone' : 'desktop');

let started = false;

/**
 * Measures this page view's web vitals (LCP, INP, CLS, FCP, TTFB) with Google's `web-vitals`
 * library and sends them once, with `sendBeacon`, when the page is hidden: to the server's
 * `/api/vitals`, attributed to the versions of the shell and of the route's app, the route and
 * the device class, with the page's view ticket. Only after the visitor's consent to statistics (see the consent banner),
 * and loaded as a chunk of its own after hydration, so the first load carries none of it. The
 * figures are the whole page's life: a later in-app navigation's interactions count for the
 * page the visitor landed on.
 */
export function measureVitals(): void {
  const state = window[PAGE_STATE_GLOBAL];
  const routeId = state?.match?.routeId;
  if (started || !state || !routeId) return;
  started = true;
  const pageApp = state.match!.app;
  const versions = Object.fromEntries(state.apps.filter((app) => app.app === 'shell' || app.app === pageApp).map((app) => [app.app, app.version]));
  const values: Partial<Record<Metric, number>> = {};
  let sent = false;
  const send = () => {
    const ticket = viewTicketNow();
    // Without the page's view ticket nothing would be counted: nothing is sent.
    if (sent || !ticket || !Object.keys(values).length) return;
    sent = true;
    const body = JSON.stringify({ route: routeId, device: deviceClass(), versions, values, ticket });
    navigator.sendBeacon('/api/vitals', new Blob([body], { type: 'application/json' }));
  };
  void import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    const keep = ({ name, value }: { name: string; value: number }) => {
      values[name as Metric] = name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
    };
    // Every change is kept as it happens, so the figures are final whenever the page is hidden.
    for (const measure of [onLCP, onINP, onCLS, onFCP, onTTFB]) measure(keep, { reportAllChanges: true });
    // Current browsers fire this when a page is left as well as when its tab is hidden, after the
    // library's own listeners (on the window, capturing) have taken in the last interactions.
    // Not on `pagehide`: it comes first, before those are taken in.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') send();
    });
  });
}
