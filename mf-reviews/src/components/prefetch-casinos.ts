import { casinoCountQuery, casinoListQuery, casinoOfferQuery, casinoQuery, casinoSearchQuery, normalizeSearchTerm, paymentMethodsQuery, readListRequest, SEARCH_PARAM, type PrefetchContext } from '@casino/shared';

/**
 * The reviews index shows one page of the list (the page and filters its address names) with the
 * filter's payment methods, or the casinos a search finds; and the number of casinos listed.
 */
export const prefetchIndex = ({ queryClient, search }: PrefetchContext) => {
  const term = normalizeSearchTerm(search.get(SEARCH_PARAM) ?? '');
  const shown = term
    ? [queryClient.prefetchQuery(casinoSearchQuery(term))]
    : [queryClient.prefetchQuery(casinoListQuery(readListRequest(search, 'all'))), queryClient.prefetchQuery(paymentMethodsQuery())];
  return Promise.all([...shown, queryClient.prefetchQuery(casinoCountQuery())]);
};

/** A generic review shows one casino, the one its slug names by the spec's rule: the page carries that one only. */
export const prefetchReviewedCasino = ({ queryClient, params }: PrefetchContext) => queryClient.prefetchQuery(casinoQuery(params.slug ?? ''));

/**
 * A written review shows the casino its routes.json line names and states its bonus terms
 * (wagering), which the bonus records own: the casino with its offer, and nothing else.
 */
export const prefetchCatalogOffer = (casinoSlug: string) => ({ queryClient }: PrefetchContext) => queryClient.prefetchQuery(casinoOfferQuery(casinoSlug));
