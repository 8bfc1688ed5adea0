import type { ComponentType } from 'react';
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

/**
 * A route whose page (with its content) is a chunk of its own, so a page loads only its own
 * text. The server and the browser preload it before rendering, so it renders at once; on a
 * client-side navigation it suspends until the chunk is there.
 *
 * A chunk that fails or does not arrive in time is an error, not an endless "loading": the
 * region's error boundary shows the fallback, and its retry (retryFailedLoad) loads the chunk again.
 */
export function lazyRoute(id: string, load: () => Promise<ComponentType<RouteProps>>, prefetch?: RouteModule['prefetch']): RouteModule {
  let Page: ComponentType<RouteProps> | null = null;
  let pending: Promise<unknown> | null = null;
  let failure: unknown = null;
  const preload = () =>
    (pending ??= withTimeout(load(), CODE_LOAD_TIMEOUT_MS, `the page "${id}" did not load in time`).then(
      (component) => {
        Page = component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  // Only a load the page itself waited for turns into its error; one preloaded before hydration is retried.
  const loadForRender = () =>
    preload().catch((error: unknown) => {
      failure = error;
    });
  function LazyPage(props: RouteProps) {
    if (Page) return <Page {...props} />;
    if (failure) {
      throw new PageLoadError(failure, () => {
        failure = null;
      });
    }
    throw loadForRender();
  }
  return { id, Component: LazyPage, preload, prefetch };
}
