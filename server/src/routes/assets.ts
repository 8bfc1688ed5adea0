import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isAppName } from '../apps';
import { VERSION_PATTERN } from '../releases/publish';

/**
 * Versioned browser assets: /_mf/<app>/<version>/<file>, from the releases folder. Every
 * published version stays served (a visitor holding an older page keeps working), each file
 * is immutable, and the brotli or gzip copy made at build time is sent when accepted.
 */
export async function assetRoutes(app: FastifyInstance) {
  await app.register(fastifyStatic, { root: app.config.releasesDir, serve: false, preCompressed: true, index: false });

  app.get<{ Params: { app: string; version: string; '*': string } }>('/_mf/:app/:version/*', (request, reply) => {
    const { app: name, version, '*': file } = request.params;
    if (!isAppName(name) || !VERSION_PATTERN.test(version) || !file || file.includes('..')) {
      return reply.code(404).send({ message: 'Not found' });
    }
    const relative = path.posix.join(name, version, 'browser', file);
    // The brotli, gzip or plain copy is chosen by the request: caches must keep them apart.
    reply.header('Vary', 'Accept-Encoding');
    return reply.sendFile(relative, { immutable: true, maxAge: '365d', cacheControl: true });
  });
}
