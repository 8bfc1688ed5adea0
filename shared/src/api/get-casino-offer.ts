import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bonus, Casino } from './catalog-records';

/** A catalogued casino with its offer: its record and the first of its bonus records, or null when none runs. */
export interface CasinoOffer {
  casino: Casino;
  bonus: Bonus | null;
}

/**
 * GET /api/offers/{slug}: one casino by its catalogue slug (the one of /go/{slug} and of a written
 * review's routes.json line) with its offer; 404 when the catalogue lists no such casino.
 */
export const casinoOfferPath = (slug: string) => `/api/offers/${encodeURIComponent(slug)}`;
export const casinoOfferQuery = (slug: string) => queryOptions<CasinoOffer>({ queryKey: [casinoOfferPath(slug)] });

/**
 * One casino's record, for pages whose own content names the casino by slug (written
 * reviews, the bonus page's offers): its name, rating, licences and play link are the
 * catalogue's. The page prefetches `casinoOfferQuery`, so the server renders with it.
 */
export function useCatalogCasino(slug: string): Casino | undefined {
  return useQuery(casinoOfferQuery(slug)).data?.casino;
}

/**
 * A casino's offer as the catalogue records it (the first of its bonuses): its amount and
 * wagering are the record's, whatever page shows them (bonus page, reviews).
 */
export function useCatalogBonus(casinoSlug: string): Bonus | undefined {
  return useQuery(casinoOfferQuery(casinoSlug)).data?.bonus ?? undefined;
}
