import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bonus } from './catalog-records';

/** GET /api/bonuses: every bonus in catalogue order, featured or not. */
export const bonusesPath = '/api/bonuses';
export const bonusesQuery = () => queryOptions<Bonus[]>({ queryKey: [bonusesPath] });

/**
 * A casino's offer as the catalogue records it (the first of its bonuses): its amount and
 * wagering are the record's, whatever page shows them (bonus page, reviews). The page
 * prefetches `bonusesQuery`, so the server renders with it.
 */
export function useCatalogBonus(casinoSlug: string): Bonus | undefined {
  const { data } = useQuery(bonusesQuery());
  return data?.find((bonus) => bonus.casinoSlug === casinoSlug);
}
