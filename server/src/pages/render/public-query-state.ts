import { RequestError } from '@casino/shared';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';

/** The HTTP status a failed query stands for: its RequestError's, otherwise a server fault. */
export const failedStatus = (error: unknown) => (error instanceof RequestError ? error.status : 500);

/** Whether a query of the page failed on the server's side (the database was away): the page is then incomplete. */
export const hasServerFailure = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error' && failedStatus(query.state.error) >= 500);

const publicError = (error: unknown) => {
  const status = failedStatus(error);
  return { name: 'RequestError', status, message: String(status) };
};

/**
 * The dehydrated state as the page may carry it. A failed query keeps its error state (the
 * browser hydrates to the same "not found" view it was sent) but only the status of its
 * error: the error object itself can hold a database's code, file and routine. The times of
 * the render are left out (0), so a page's bytes are the same on every server and in every
 * render: fetched data never goes stale in the browser (staleTime Infinity), so nothing reads them.
 */
export function withoutErrorDetails(state: DehydratedState): DehydratedState {
  return {
    mutations: state.mutations,
    queries: state.queries.map((query) => {
      const { error, fetchFailureReason } = query.state;
      return {
        ...query,
        dehydratedAt: 0,
        state: {
          ...query.state,
          dataUpdatedAt: 0,
          errorUpdatedAt: 0,
          error: (error == null ? error : publicError(error)) as Error | null,
          fetchFailureReason: (fetchFailureReason == null ? fetchFailureReason : publicError(fetchFailureReason)) as Error | null,
        },
      };
    }),
  };
}
