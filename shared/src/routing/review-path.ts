import type { Casino } from '../api/catalog-records';
import { casinoSlug } from '../casino-slug';
import { pathOf, type RouteDeclaration } from './route-table';

/**
 * A casino's review page (German path), read from the reviews app's route declarations: the
 * written review a route declares for the casino (`casino` in routes.json), else the generic
 * review found by the casino's name (spec §2). Without the reviews app's routes, the index.
 */
export function reviewPathOf(casino: Pick<Casino, 'slug' | 'name'>, routes: readonly RouteDeclaration[]): string {
  const written = routes.find((route) => route.casino === casino.slug);
  if (written) return pathOf(written, 'de');
  const generic = routes.find((route) => route.sitemap === 'casinos');
  return generic ? pathOf(generic, 'de', { slug: casinoSlug(casino.name) }) : '/reviews';
}
