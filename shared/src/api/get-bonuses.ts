import { queryOptions } from '@tanstack/react-query';
import type { Bonus } from './catalog-records';

/** GET /api/bonuses: every bonus in catalogue order, featured or not. */
export const bonusesPath = '/api/bonuses';
export const bonusesQuery = () => queryOptions<Bonus[]>({ queryKey: [bonusesPath] });
