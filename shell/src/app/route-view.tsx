import { Suspense, useEffect, useReducer } from 'react';
import type { RouteMatch } from '@casino/shared';
import type { AppLoader } from './app-loader';
import { RemoteBoundary } from './remote-boundary';
import { RemoteFallback, RemoteLoading } from './remote-fallback';
import { NotFoundPage } from '../pages/not-found-page';

function AppRoute({ match, loader }: { match: RouteMatch; loader: AppLoader }) {
  const app = match.route.app;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const state = loader.get(app);
  const settled = state?.status === 'loaded' || state?.status === 'failed';

  useEffect(() => {
    if (!settled) void loader.ensure(app).then(rerender);
  }, [app, loader, settled]);

  if (state?.status === 'failed') {
    return <RemoteFallback onRetry={() => void loader.ensure(app, { retry: true }).then(rerender)} />;
  }
  if (state?.status !== 'loaded') return <RemoteLoading />;
  const route = state.module.routes.find((candidate) => candidate.id === match.route.id);
  if (!route) return <RemoteFallback />;
  return <route.Component params={match.params} />;
}

/** Renders the matched route inside its app's boundary, or the 404 page. */
export function RouteView({ match, loader }: { match: RouteMatch | null; loader: AppLoader }) {
  if (!match) return <NotFoundPage />;
  return (
    <RemoteBoundary key={`${match.route.app}:${match.route.id}`} app={match.route.app}>
      {/* For parts of a remote page that suspend on their own (lazy pieces, suspense queries). */}
      <Suspense fallback={<RemoteLoading />}>
        <AppRoute match={match} loader={loader} />
      </Suspense>
    </RemoteBoundary>
  );
}
