import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clientNetwork } from '../client-network';
import type { ServerConfig } from '../config';

/**
 * The settings read from the environment (core/config.ts), as `app.config` for every plugin and route,
 * and `request.client`: the client a request counts as (its network, after the trusted proxies)
 * for every count that decides something, so that no route keys one by the bare address.
 */
async function configPlugin(app: FastifyInstance, { config }: { config: ServerConfig }): Promise<void> {
  app.decorate('config', config);
  app.decorateRequest('client', {
    getter(this: FastifyRequest) {
      return clientNetwork(this.ip, config.clientIpv6Prefix);
    },
  });
}

export default fp(configPlugin, { name: 'config' });

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
  }
  interface FastifyRequest {
    /** The client's network (see clientNetwork). */
    readonly client: string;
  }
}
