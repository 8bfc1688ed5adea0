import type { ComponentType } from 'react';
import type { RouteModule, RouteProps } from './remote-contract';
import { CODE_LOAD_TIMEOUT_MS, withTimeout } from './with-timeout';

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
      const error = failure;
      failure = null;
      throw error;
    }
    throw loadForRender();
  }
  return { id, Component: LazyPage, preload, prefetch };
}
