import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bonusesPath, casinosPath, featuredBonusesPath, featuredCasinosPath } from '@casino/shared';
import { findLocation } from '../data/catalog-repository';
import { ApiBonus, ApiCasino, ApiLocation } from '@casino/shared/catalog-records';
import { messageSchema } from './api-schemas';

/** Lists may be cached briefly by browsers and CDNs; the ETag makes revalidation cheap. */
const LIST_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

export async function catalogRoutes(app: FastifyInstance) {
  const { catalog, db } = app;
  const serveList = (path: string) => (request: FastifyRequest, reply: FastifyReply) => {
    const list = catalog.get(path);
    if (!list) return reply.code(503).send({ message: 'The catalogue is loading, please try again.' });
    reply.header('ETag', list.etag).header('Cache-Control', LIST_CACHE_CONTROL);
    if (request.headers['if-none-match'] === list.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(list.body);
  };
  const listSchema = (items: object) => ({ response: { 200: { type: 'array', items }, 503: messageSchema } });

  app.get(casinosPath, { schema: listSchema(ApiCasino) }, serveList(casinosPath));
  app.get(featuredCasinosPath, { schema: listSchema(ApiCasino) }, serveList(featuredCasinosPath));
  app.get(bonusesPath, { schema: listSchema(ApiBonus) }, serveList(bonusesPath));
  app.get(featuredBonusesPath, { schema: listSchema(ApiBonus) }, serveList(featuredBonusesPath));

  app.get<{ Params: { city: string; keyword: string } }>(
    '/api/locations/:city/:keyword',
    {
      schema: {
        params: {
          type: 'object',
          required: ['city', 'keyword'],
          properties: { city: { type: 'string', maxLength: 100 }, keyword: { type: 'string', maxLength: 100 } },
        },
        response: { 200: ApiLocation, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const location = await findLocation(db, request.params.city, request.params.keyword);
      if (!location) return reply.code(404).send({ message: 'Location not found' });
      return reply.header('Cache-Control', LIST_CACHE_CONTROL).send(location);
    },
  );
}
