import { casinosQuery, featuredCasinosQuery, type PrefetchContext } from '@casino/shared';

export const prefetchComparison = ({ queryClient }: PrefetchContext) =>
  Promise.all([queryClient.prefetchQuery(featuredCasinosQuery()), queryClient.prefetchQuery(casinosQuery())]);
