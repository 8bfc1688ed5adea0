import type { ComponentType } from 'react';
import type { RouteModule, RouteProps } from './remote-contract';

/**
 * A route whose page (with its content) is a chunk of its own, so a page loads only its own
 * text. The server and the browser preload it before rendering, so it renders at once; on a
 * client-side navigation it suspends until the chunk is there.
 */
export function lazyRoute(id: string, load: () => Promise<ComponentType<RouteProps>>, prefetch?: RouteModule['prefetch']): RouteModule {
  let Page: ComponentType<RouteProps> | null = null;
  let pending: Promise<unknown> | null = null;
  const preload = () =>
    (pending ??= load().then((component) => {
      Page = component;
    }));
  function LazyPage(props: RouteProps) {
    if (!Page) throw preload();
    return <Page {...props} />;
  }
  return { id, Component: LazyPage, preload, prefetch };
}
