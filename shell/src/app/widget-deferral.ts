/**
 * When the browser loads a widget's app. The server renders widgets into the page's HTML, so
 * a visitor sees the newsletter form at once; its code (the newsletter app's entry and
 * module, about 10 KB gzip) is only needed once the visitor can use the form. It is loaded
 * when the widget comes within a screen's height of the viewport, or at once when the
 * visitor focuses, touches or sends it before that. Until the widget's code has hydrated
 * it, a form sent from it is held, not sent by the browser to the page's own address, and
 * sent again once the widget is live (see RemoteWidget).
 *
 * Without the widget's server HTML (a client-side navigation) there is nothing to keep on
 * screen, so its app is loaded at once.
 */
const wanted = new Map<string, Promise<void>>();
const live = new Set<string>();

const FIRST_USE_EVENTS = ['focusin', 'pointerdown', 'submit'] as const;

export function whenWidgetIsWanted(elementId: string): Promise<void> {
  let promise = wanted.get(elementId);
  if (!promise) {
    promise = waitUntilWanted(elementId);
    wanted.set(elementId, promise);
  }
  return promise;
}

/** The widget's code has hydrated its HTML: forms in it are sent by the widget itself. */
export function markWidgetLive(elementId: string): void {
  live.add(elementId);
}

function waitUntilWanted(elementId: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.getElementById(elementId);
  if (!element?.firstElementChild) return Promise.resolve();
  holdEarlySubmits(element, elementId);
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wantedNow(), { rootMargin: '100% 0px' });
    function wantedNow() {
      observer.disconnect();
      for (const type of FIRST_USE_EVENTS) element!.removeEventListener(type, wantedNow, true);
      resolve();
    }
    observer.observe(element);
    for (const type of FIRST_USE_EVENTS) element.addEventListener(type, wantedNow, true);
  });
}

function holdEarlySubmits(element: HTMLElement, elementId: string) {
  element.addEventListener(
    'submit',
    (event) => {
      if (live.has(elementId)) return;
      event.preventDefault();
      event.stopPropagation();
      (event.target as HTMLElement).dataset.sentEarly = 'true';
    },
    true,
  );
}
