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
  window.gtag('config', measurementId, { anonymize_ip: true, send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}

export function trackPageView(path: string): void {
  if (loadedId) window.gtag?.('event', 'page_view', { page_path: path, page_location: window.location.href });
}

export const analyticsLoaded = () => loadedId !== null;
