import type { ComponentType } from 'react';
import type { RouteModule, RouteProps } from './remote-contract';
import { CODE_LOAD_TIMEOUT_MS, withTimeout } from './with-timeout';

const FAILURE_STANDS_MS = 250;

/**
 * A route whose page (with its content) is a chunk of its own, so a page loads only its own
 * text. The server and the browser preload it before rendering, so it renders at once; on a
 * client-side navigation it suspends until the chunk is there.
 *
 * A chunk that fails or does not arrive in time is an error, not an endless "loading": the
 * region's error boundary shows the fallback, and its retry loads the chunk again.
 */
export function lazyRoute(id: string, load: () => Promise<ComponentType<RouteProps>>, prefetch?: RouteModule['prefetch']): RouteModule {
  let Page: ComponentType<RouteProps> | null = null;
  let pending: Promise<unknown> | null = null;
  let failure: { error: unknown; at: number } | null = null;
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
      failure = { error, at: Date.now() };
    });
  function LazyPage(props: RouteProps) {
    if (Page) return <Page {...props} />;
    // React renders a failed part again at once before it gives up on it, so the failure
    // stands for a moment; a retry after that (the fallback's button) loads the chunk again.
    if (failure && Date.now() - failure.at < FAILURE_STANDS_MS) throw failure.error;
    failure = null;
    throw loadForRender();
  }
  return { id, Component: LazyPage, preload, prefetch };
}
