import { featuredBonusesQuery, featuredCasinosQuery, firstCasinosQuery, type PrefetchContext } from '@casino/shared';

/** The top-5 table's rows (spec §7); here, beside the prefetch, so the routes' chunk does not load the table. */
export const TOP_TABLE_SIZE = 5;

/** The featured sections and the top-5 table: those casinos and bonuses, never the whole catalogue. */
export const prefetchHome = ({ queryClient }: PrefetchContext) =>
  Promise.all([
    queryClient.prefetchQuery(featuredCasinosQuery()),
    queryClient.prefetchQuery(featuredBonusesQuery()),
    queryClient.prefetchQuery(firstCasinosQuery(TOP_TABLE_SIZE)),
  ]);
