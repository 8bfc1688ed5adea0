import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { VersionSource } from '../version-source';

/**
 * Liveness and what is being served: load balancers and release managers read this.
 * A server whose database is away still answers 200 (it serves cached pages and the lists
 * from memory, and reconnects by itself) and says so in `database`.
 */
export async function healthRoutes(app: FastifyInstance, { versions, db }: { versions: VersionSource; db: Database }) {
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string' },
              uptimeSeconds: { type: 'number' },
              database: { type: 'string', enum: ['ok', 'unavailable'] },
              versions: { type: 'object', additionalProperties: { type: 'string' } },
            },
          },
        },
      },
    },
    async () => ({
      status: 'ok',
      uptimeSeconds: Math.round(process.uptime()),
      database: db.reachable ? 'ok' : 'unavailable',
      versions: Object.fromEntries((versions.current()?.apps ?? []).map((a) => [a.app, a.version])),
    }),
  );
}
