import { casinoSlug, casinosPath, featuredCasinosPath } from '@casino/shared';
import type { CatalogFile } from '@casino/shared/catalog-records';

/**
 * Review slugs the API's own lists take: /api/casinos/featured is the featured list, so a
 * casino whose name gives the review slug "featured" could never be answered by
 * /api/casinos/{slug}, and its review page would show the list in its place.
 */
export const RESERVED_REVIEW_SLUGS: readonly string[] = [featuredCasinosPath].map((path) => path.slice(casinosPath.length + 1));

/** A casino whose name gives a reserved review slug is refused, by its line in the file and its name. */
export function reservedSlugProblems(catalog: CatalogFile, add: (label: string, message: string) => void): void {
  catalog.casinos.forEach((casino, index) => {
    const reviewSlug = casinoSlug(casino.name);
    if (RESERVED_REVIEW_SLUGS.includes(reviewSlug)) {
      add(
        `casinos[${index}] "${casino.slug}"`,
        `name "${casino.name}" gives the review address /reviews/${reviewSlug}, which the site's ${reviewSlug} list takes: give the casino a name that differs in more than case or punctuation`,
      );
    }
  });
}
