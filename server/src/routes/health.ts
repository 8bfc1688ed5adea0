import type { FastifyInstance } from 'fastify';
import type { VersionSource } from '../version-source';

/** Liveness and what is being served: load balancers and release managers read this. */
export async function healthRoutes(app: FastifyInstance, { versions }: { versions: VersionSource }) {
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
              versions: { type: 'object', additionalProperties: { type: 'string' } },
            },
          },
        },
      },
    },
    async () => ({
      status: 'ok',
      uptimeSeconds: Math.round(process.uptime()),
      versions: Object.fromEntries((versions.current()?.apps ?? []).map((a) => [a.app, a.version])),
    }),
  );
}
