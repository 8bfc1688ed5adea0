import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { SERVICE_NAME } from './service-name';
import { StringEnum } from './api-schemas';

const Failing = Type.Object({
  app: Type.Optional(Type.String()),
  version: Type.Optional(Type.String()),
  route: Type.Optional(Type.String()),
  kind: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
  at: Type.Optional(Type.String()),
});
const Health = Type.Object({
  service: Type.Optional(Type.String()),
  status: Type.Optional(StringEnum(['ok', 'degraded'])),
  mode: Type.Optional(Type.String()),
  uptimeSeconds: Type.Optional(Type.Number()),
  database: Type.Optional(StringEnum(['ok', 'unavailable'])),
  versions: Type.Optional(Type.Record(Type.String(), Type.String())),
  failing: Type.Optional(Type.Array(Failing)),
});

/**
 * Liveness and what is being served: load balancers and release managers read this.
 * A server whose database is away still answers 200 (it serves cached pages and the lists
 * from memory, and reconnects by itself) and says so in `database`. A served app version that
 * failed to render a route here makes it `degraded` with 503, naming app, version and route.
 * `service` says that this is this product's server (see core/service-name.ts).
 */
export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { versions, db, renderHealth } = app;
  app.get('/health', { schema: { response: { 200: Health, 503: Health } } }, async (_request, reply) => {
    const snapshot = versions.current();
    const failing = renderHealth.current(snapshot);
    if (failing.length) reply.code(503);
    return {
      service: SERVICE_NAME,
      status: failing.length ? 'degraded' : 'ok',
      // React and the other libraries run in production mode unless development was asked for.
      mode: process.env.NODE_ENV === 'production' ? 'production' : 'development',
      uptimeSeconds: Math.round(process.uptime()),
      database: db.reachable ? 'ok' : 'unavailable',
      versions: Object.fromEntries((snapshot?.apps ?? []).map((a) => [a.app, a.version])),
      failing,
    };
  });
}
