import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Casino } from './catalog-records';

/** GET /api/casinos: every casino in server order (top-5 table, reviews, locations). */
export const casinosPath = '/api/casinos';
export const casinosQuery = () => queryOptions<Casino[]>({ queryKey: [casinosPath] });

/**
 * One casino's record, for pages whose own content names the casino by slug (written
 * reviews, the bonus page's offers): its name, rating, licences and play link are the
 * catalogue's. The page prefetches `casinosQuery`, so the server renders with it.
 */
export function useCatalogCasino(slug: string): Casino | undefined {
  const { data } = useQuery(casinosQuery());
  return data?.find((casino) => casino.slug === slug);
}
