import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { setAssetBase, ServerAppsCache, CATALOGUE_KEY } from '../releases';
import { RenderHealth } from './render/render-health';
import { claimOfferChangePurge } from '../catalogue';
import { renderPage } from './render/render-page';

/**
 * What server rendering keeps between requests: the apps' server bundles per version set
 * (`app.serverApps`, let go of when the server stops) and which app versions failed to
 * render (`app.renderHealth`, read by /health). It gives the release gate its way of rendering
 * a version's routes (`app.renderPage`), and tells the shared caches when the catalogue's pages change on their
 * own (an offer's start or end, the advertising rules' edge), with no import to purge them.
 */
async function rendering(app: FastifyInstance): Promise<void> {
  setAssetBase(app.config.assetBaseUrl);
  // In development the apps bring the shared library compiled from its source (webpack.common.js).
  const serverApps = new ServerAppsCache({ sharedFromApps: app.config.devMode ? ['@casino/shared'] : [] });
  app.decorate('serverApps', serverApps);
  app.decorate('renderHealth', new RenderHealth());
  app.addHook('onClose', async () => serverApps.releaseAll());
  // Registered before the releases, which render a version's routes with it before it goes live (the gate).
  app.decorate('renderPage', renderPage);
  app.catalog.onOfferChange((moment) => {
    claimOfferChangePurge(app.db, moment)
      .then((claimed) => (claimed ? app.edgePurge.purge([CATALOGUE_KEY]) : undefined))
      .catch((error: unknown) => app.log.warn({ err: error }, 'the shared caches could not be told of an offer that started or ended; its pages were kept only until then'));
  });
}

export default fp(rendering, { name: 'rendering', dependencies: ['config', 'database', 'catalogue'] });

declare module 'fastify' {
  interface FastifyInstance {
    serverApps: ServerAppsCache;
    renderHealth: RenderHealth;
    renderPage: typeof renderPage;
  }
}
