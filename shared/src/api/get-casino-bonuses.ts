import { queryOptions } from '@tanstack/react-query';
import type { Bonus } from './catalog-records';
import { bonusesPath } from './get-bonuses';

/** The most casinos one request names; the server refuses more. */
export const MAX_BONUS_CASINOS = 100;

/**
 * GET /api/bonuses?casinos={slug},{slug}: the bonuses of the named casinos (catalogue slugs), in
 * catalogue order: a location page's figures about the casinos it lists, without every bonus.
 */
export const casinoBonusesPath = (casinoSlugs: readonly string[]) => `${bonusesPath}?casinos=${casinoSlugs.map(encodeURIComponent).join(',')}`;
export const casinoBonusesQuery = (casinoSlugs: readonly string[]) => queryOptions<Bonus[]>({ queryKey: [casinoBonusesPath(casinoSlugs)] });
