import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Previews } from './previews';

/** `app.previews`: signs and reads preview links with the key every server shares. */
async function previews(app: FastifyInstance): Promise<void> {
  app.decorate('previews', await Previews.load(app.db));
}

export default fp(previews, { name: 'previews', dependencies: ['config', 'database'] });

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and reads preview links, the same on every server. */
    previews: Previews;
  }
}
