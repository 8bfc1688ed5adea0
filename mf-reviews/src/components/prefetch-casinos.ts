import { casinoOfferQuery, casinoQuery, casinosQuery, type PrefetchContext } from '@casino/shared';

/** The reviews index lists every casino. */
export const prefetchCasinos = ({ queryClient }: PrefetchContext) => queryClient.prefetchQuery(casinosQuery());

/** A generic review shows one casino, the one its slug names by the spec's rule: the page carries that one only. */
export const prefetchReviewedCasino = ({ queryClient, params }: PrefetchContext) => queryClient.prefetchQuery(casinoQuery(params.slug ?? ''));

/**
 * A written review shows the casino its routes.json line names and states its bonus terms
 * (wagering), which the bonus records own: the casino with its offer, and nothing else.
 */
export const prefetchCatalogOffer = (casinoSlug: string) => ({ queryClient }: PrefetchContext) => queryClient.prefetchQuery(casinoOfferQuery(casinoSlug));
