import type { ComponentType } from 'react';
import { LANGUAGES, type Language } from './i18n/language';
import { useLanguage } from './i18n/language-context';
import type { RouteModule, RouteProps } from './remote-contract';
import { CODE_LOAD_TIMEOUT_MS, withTimeout } from './with-timeout';

/**
 * A page's chunk that did not load. It stays the page's error, through React's own second
 * render attempt, until the region's retry button calls `retry` (see retryFailedLoad).
 */
export class PageLoadError extends Error {
  constructor(
    readonly reason: unknown,
    readonly retry: () => void,
  ) {
    super(reason instanceof Error ? reason.message : String(reason));
  }
}

/** What a region's retry does first: a page chunk that failed is loaded again on the next render. */
export function retryFailedLoad(error: unknown): void {
  if (error instanceof PageLoadError) error.retry();
}

/** One language's page: loaded, loading, or failed. */
interface PageSlot {
  Page: ComponentType<RouteProps> | null;
  pending: Promise<unknown> | null;
  failure: unknown;
}

/**
 * A route whose page (with its content) is a chunk of its own. With `byLanguage`, each
 * language's page is loaded on its own, so a page loads only its own text; otherwise one load
 * serves both. The server and the browser preload it in the page's language before rendering,
 * so it renders at once; on a client-side navigation (or a switch of language) it suspends
 * until the chunk is there.
 *
 * A chunk that fails or does not arrive in time is an error, not an endless "loading": the
 * region's error boundary shows the fallback, and its retry (retryFailedLoad) loads the chunk again.
 */
export function lazyRoute(
  id: string,
  load: (language: Language) => Promise<ComponentType<RouteProps>>,
  { prefetch, byLanguage = false }: { prefetch?: RouteModule['prefetch']; byLanguage?: boolean } = {},
): RouteModule {
  const shared: PageSlot = { Page: null, pending: null, failure: null };
  const slots = new Map<Language, PageSlot>(LANGUAGES.map((language) => [language, byLanguage ? { Page: null, pending: null, failure: null } : shared]));
  const preloadOne = (language: Language) => {
    const slot = slots.get(language)!;
    return (slot.pending ??= withTimeout(load(language), CODE_LOAD_TIMEOUT_MS, `the page "${id}" did not load in time`).then(
      (component) => {
        slot.Page = component;
      },
      (error: unknown) => {
        slot.pending = null;
        throw error;
      },
    ));
  };
  // A shell released before pages were loaded per language asks without one: it gets every language.
  const preload = (language?: Language) => (language ? preloadOne(language) : Promise.all(LANGUAGES.map(preloadOne)));
  function LazyPage(props: RouteProps) {
    const { language } = useLanguage();
    const slot = slots.get(language)!;
    if (slot.Page) return <slot.Page {...props} />;
    if (slot.failure) {
      throw new PageLoadError(slot.failure, () => {
        slot.failure = null;
      });
    }
    // Only a load the page itself waited for turns into its error; one preloaded before hydration is retried.
    throw preloadOne(language).catch((error: unknown) => {
      slot.failure = error;
    });
  }
  return { id, Component: LazyPage, preload, prefetch };
}
