import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { placementVariantsKey } from '../experiments/placement-variant';
import { apiRequest } from './request';

/** Resolves an API path to its JSON. The browser fetches it; the server answers in-process. */
export type PathResolver = (path: string) => Promise<unknown>;

const fetchPath: PathResolver = (path) => apiRequest('GET', path);

/**
 * Query keys are API paths (['/api/casinos']), so one default query function serves every
 * query and invalidating '/api/newsletter' hits exactly what the spec expects.
 * No retries, no refetch on focus, no polling, and fetched data never goes stale.
 */
export function createQueryClient(resolvePath: PathResolver = fetchPath): QueryClient {
  const queryFn: QueryFunction = ({ queryKey }) => resolvePath(String(queryKey[0]));
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn,
        retry: false,
        // A query the server already tried and failed stays failed in the browser, so the page
        // hydrates to the same "not found" view instead of a spinner.
        retryOnMount: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
  // The experiments' variants the page came with (see placement-variant.ts) stay for the page's
  // life: hydrated, they are kept however long no part of the page shows them, and never fetched.
  client.setQueryDefaults(placementVariantsKey, { gcTime: Infinity, staleTime: Infinity, enabled: false });
  return client;
}
