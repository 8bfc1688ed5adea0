import { withoutSecrets } from './page-location';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

let loadedId: string | null = null;

/**
 * Loads the analytics script (only ever after consent, and only with a configured measurement
 * id), with IP anonymisation; page views are sent by trackPageView on every route change.
 */
export function loadAnalytics(measurementId: string): void {
  if (loadedId) return;
  loadedId = measurementId;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag reads the arguments object itself.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  // The address the tag would take from the window holds a newsletter link's token on its pages.
  window.gtag('config', measurementId, { anonymize_ip: true, send_page_view: false, page_location: withoutSecrets(window.location.href) });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}

/**
 * Sends one page view, with no token of the address in it (see page-location.ts). The address
 * is also set for what the tag sends by itself until the next page (engagement, scrolling).
 */
export function trackPageView(path: string): void {
  if (!loadedId || !window.gtag) return;
  const location = withoutSecrets(window.location.href);
  window.gtag('set', { page_location: location });
  window.gtag('event', 'page_view', { page_path: withoutSecrets(path), page_location: location });
}

export const analyticsLoaded = () => loadedId !== null;
