import type { CatalogFile } from '@casino/shared/catalog-records';

/**
 * The shipped catalogue grown to the counts asked for with generated, seeded records that
 * `npm run db:import` accepts (see generate-catalogue.mjs).
 */
export declare function generateCatalogue(options: { seed: number; casinos?: number; bonuses?: number; cities?: number }): CatalogFile;
