import { casinoSlug, type Casino } from '@casino/shared';
import { writtenReviewSlugs } from '../content/reviews-registry';

/** A casino's review page: its written review where there is one, else the generic review by name. */
export const reviewPathFor = (casino: Pick<Casino, 'slug' | 'name'>) =>
  `/reviews/${writtenReviewSlugs.has(casino.slug) ? casino.slug : casinoSlug(casino.name)}`;
