import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';

/** The settings read from the environment (config.ts), as `app.config` for every plugin and route. */
async function configPlugin(app: FastifyInstance, { config }: { config: ServerConfig }): Promise<void> {
  app.decorate('config', config);
}

export default fp(configPlugin, { name: 'config' });

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
  }
}
