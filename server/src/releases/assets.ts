import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isAppName } from '../core/apps';
import { VERSION_PATTERN } from './publish';
import { negotiateEncoding } from '../core/compress-html';
import { openAsset } from './open-asset';

/** A year, as for every file whose name holds its version. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Versioned browser assets: /_mf/<app>/<version>/<file>, from the releases folder. Every
 * published version stays served (a visitor holding an older page keeps working), each file
 * is immutable, and the brotli or gzip copy made at build time is sent when accepted.
 */
export async function assetRoutes(app: FastifyInstance) {
  const root = app.config.devMode ? app.config.devBuildsDir : app.config.releasesDir;
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, index: false });

  app.get<{ Params: { app: string; version: string; '*': string } }>('/_mf/:app/:version/*', async (request, reply) => {
    const { app: name, version, '*': file } = request.params;
    if (!isAppName(name) || !VERSION_PATTERN.test(version) || !file || file.includes('..')) {
      return reply.code(404).send({ message: 'Not found' });
    }
    // The brotli, gzip or plain copy is chosen by the request: caches must keep them apart.
    reply.header('Vary', 'Accept-Encoding');
    // `npm run dev` serves its development builds (a new version for every rebuild, so as immutable).
    if (app.config.devMode) return reply.sendFile(file, app.devBuilds.browserDir(name, version), { immutable: true, maxAge: '365d', cacheControl: true });
    const full = path.join(root, name, version, 'browser', file);
    const accepted = negotiateEncoding(request.headers['accept-encoding']);
    // A published file missing from this server's cache is put back from the release store first.
    let asset = await openAsset(full, accepted);
    if (!asset) {
      await app.releases.repairCached(name, version).catch((error: unknown) => request.log.warn({ err: error, app: name, version }, 'putting back a published version failed'));
      asset = await openAsset(full, accepted);
    }
    if (!asset) return reply.code(404).send({ message: 'Not found' });
    if (asset.encoding) reply.header('Content-Encoding', asset.encoding);
    return reply
      .type(asset.contentType)
      .header('Content-Length', asset.size)
      .header('Cache-Control', IMMUTABLE)
      .header('Last-Modified', asset.modified.toUTCString())
      .send(asset.handle.createReadStream());
  });
}
