import { casinoListQuery, paymentMethodsQuery, type PrefetchContext } from '@casino/shared';
import { comparisonRequest } from './comparison-request';

/** The comparison shows one page of its list (the page and filters its address names) and the filter's payment methods. */
export const prefetchComparison = ({ queryClient, search }: PrefetchContext) =>
  Promise.all([queryClient.prefetchQuery(casinoListQuery(comparisonRequest(search))), queryClient.prefetchQuery(paymentMethodsQuery())]);
