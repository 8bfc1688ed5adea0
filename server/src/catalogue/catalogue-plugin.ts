import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PathResolver } from '@casino/shared';
import { normaliseStoredAffiliateUrls } from './affiliate-url';
import { createApiResolver } from './api-resolver';
import { CatalogCache } from './catalog-cache';
import { CasinoSearch } from './casino-search';
import { seedIfEmpty } from './seed';

/**
 * The catalogue: seeded on a fresh database, held in memory as `app.catalog` and reloaded
 * whenever any server imports; `app.casinoSearch` finds casinos by name through the database;
 * `app.resolveApi` answers the pages' queries from both while they render on the server.
 */
async function catalogue(app: FastifyInstance): Promise<void> {
  const seeded = await seedIfEmpty(app.db, app.config.seedFile);
  if (seeded) app.log.info({ version: seeded.version }, 'catalogue seeded');
  if (seeded?.unregisteredNetworks.length) app.log.warn({ casinos: seeded.unregisteredNetworks }, 'the seed names affiliate networks that are not registered: register them, or the next import is refused');
  const normalised = await normaliseStoredAffiliateUrls(app.db);
  if (normalised.length) app.log.info({ casinos: normalised }, 'stored affiliate URLs percent-encoded');
  const catalog = new CatalogCache(app.db, app.config.playLicences);
  await catalog.load();
  await catalog.followChanges((error) => app.log.error({ err: error }, 'catalogue reload failed'));
  app.decorate('catalog', catalog);
  app.addHook('onClose', async () => catalog.close());
  const casinoSearch = new CasinoSearch(catalog, app.db);
  app.decorate('casinoSearch', casinoSearch);
  app.decorate('resolveApi', createApiResolver(catalog, app.db, app.log, casinoSearch));
}

export default fp(catalogue, { name: 'catalogue', dependencies: ['config', 'database'] });

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogCache;
    casinoSearch: CasinoSearch;
    resolveApi: PathResolver;
  }
}
