import { queryOptions } from '@tanstack/react-query';
import type { Bonus } from './catalog-records';

/** GET /api/bonuses/featured: the home bonus section. */
export const featuredBonusesPath = '/api/bonuses/featured';
export const featuredBonusesQuery = () => queryOptions<Bonus[]>({ queryKey: [featuredBonusesPath] });
