import type { FastifyInstance } from 'fastify';

/**
 * Liveness and what is being served: load balancers and release managers read this.
 * A server whose database is away still answers 200 (it serves cached pages and the lists
 * from memory, and reconnects by itself) and says so in `database`. A served app version that
 * failed to render a route here makes it `degraded` with 503, naming app, version and route.
 */
export async function healthRoutes(app: FastifyInstance) {
  const { versions, db, renderHealth } = app;
  const failingSchema = {
    type: 'object',
    properties: { app: { type: 'string' }, version: { type: 'string' }, route: { type: 'string' }, kind: { type: 'string' }, message: { type: 'string' }, at: { type: 'string' } },
  };
  const healthSchema = {
    type: 'object',
    properties: {
      status: { type: 'string', enum: ['ok', 'degraded'] },
      mode: { type: 'string' },
      uptimeSeconds: { type: 'number' },
      database: { type: 'string', enum: ['ok', 'unavailable'] },
      versions: { type: 'object', additionalProperties: { type: 'string' } },
      failing: { type: 'array', items: failingSchema },
    },
  };
  app.get('/health', { schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
    const snapshot = versions.current();
    const failing = renderHealth.current(snapshot);
    if (failing.length) reply.code(503);
    return {
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
