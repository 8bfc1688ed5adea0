import { casinoSlug, pathOf, type Casino, type RouteDeclaration } from '@casino/shared';
import declarations from '../routes.json';

const routes = declarations as RouteDeclaration[];
const writtenReviews = new Map(routes.filter((route) => route.casino).map((route) => [route.casino!, route]));
const genericReview = routes.find((route) => route.sitemap === 'casinos')!;

/** A casino's review page (German path): its written review where routes.json has one, else the generic review by name. */
export const reviewPathFor = (casino: Pick<Casino, 'slug' | 'name'>) => {
  const written = writtenReviews.get(casino.slug);
  return written ? pathOf(written, 'de') : pathOf(genericReview, 'de', { slug: casinoSlug(casino.name) });
};
