import { casinoOfferQuery, idsOf, type PrefetchContext } from '@casino/shared';

/**
 * The bonus page's offers name casinos whose facts, and bonus records whose terms, are the
 * catalogue's: each of those casinos with its offer, not every casino and bonus. The page's
 * content comes with its own chunk, so the routes' chunk stays without its text.
 */
export const prefetchOffers = async ({ queryClient }: PrefetchContext) => {
  const { bonusPageContent } = await import('../../content/bonus-page');
  const { offers } = bonusPageContent.facts;
  await Promise.all(idsOf(offers).map((id) => queryClient.prefetchQuery(casinoOfferQuery(offers[id].casinoSlug))));
};
