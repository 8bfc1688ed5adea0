import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { setAssetBase } from '../releases/active-versions';
import { RenderHealth } from './render/render-health';
import { ServerAppsCache } from '../releases/server-federation';

/**
 * What server rendering keeps between requests: the apps' server bundles per version set
 * (`app.serverApps`, let go of when the server stops) and which app versions failed to
 * render (`app.renderHealth`, read by /health).
 */
async function rendering(app: FastifyInstance): Promise<void> {
  setAssetBase(app.config.assetBaseUrl);
  // In development the apps bring the shared library compiled from its source (webpack.common.js).
  const serverApps = new ServerAppsCache({ sharedFromApps: app.config.devMode ? ['@casino/shared'] : [] });
  app.decorate('serverApps', serverApps);
  app.decorate('renderHealth', new RenderHealth());
  app.addHook('onClose', async () => serverApps.releaseAll());
}

export default fp(rendering, { name: 'rendering', dependencies: ['config'] });

declare module 'fastify' {
  interface FastifyInstance {
    serverApps: ServerAppsCache;
    renderHealth: RenderHealth;
  }
}
