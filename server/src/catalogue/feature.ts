import type { Feature } from '../core/feature';
import { casinoSearchRoutes } from './api-casino-search';
import { catalogRoutes } from './api-catalog';
import { CATALOGUE_ACTIONS } from './catalogue-steps';
import cataloguePlugin from './catalogue-plugin';
import { sitemapRoutes } from './sitemap';

/** The catalogue: its API, the casino search, the sitemaps and the import step. */
export const catalogueFeature: Feature = {
  name: 'catalogue',
  plugin: cataloguePlugin,
  routes: [catalogRoutes, casinoSearchRoutes, sitemapRoutes],
  steps: CATALOGUE_ACTIONS,
  services: (app) => ({ catalog: app.catalog }),
};
