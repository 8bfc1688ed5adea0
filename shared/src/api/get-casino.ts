import { queryOptions } from '@tanstack/react-query';
import { casinoSlug } from '../casino-slug';
import type { Casino } from './catalog-records';

/**
 * GET /api/casinos/{slug}: the one casino a generic review is about, found by the spec's slug
 * rule (its name, lowercased, spaces to hyphens, umlauts spelled out, anything else dropped),
 * the first in server order; 404 for a slug no casino's name gives. The page carries this
 * casino only, not the whole list.
 */
export const casinoPath = (reviewSlug: string) => `/api/casinos/${encodeURIComponent(reviewSlug)}`;
export const casinoQuery = (reviewSlug: string) => queryOptions<Casino>({ queryKey: [casinoPath(reviewSlug)] });

/** The casino of a review slug in a list, as the server finds it. */
export const findByReviewSlug = <T extends Pick<Casino, 'name'>>(casinos: readonly T[], reviewSlug: string): T | undefined =>
  casinos.find((casino) => casinoSlug(casino.name) === reviewSlug);
