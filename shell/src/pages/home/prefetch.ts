import { casinosQuery, featuredBonusesQuery, featuredCasinosQuery, type PrefetchContext } from '@casino/shared';

export const prefetchHome = ({ queryClient }: PrefetchContext) =>
  Promise.all([
    queryClient.prefetchQuery(featuredCasinosQuery()),
    queryClient.prefetchQuery(featuredBonusesQuery()),
    queryClient.prefetchQuery(casinosQuery()),
  ]);
