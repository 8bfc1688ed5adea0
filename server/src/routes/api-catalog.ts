import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import { bonusesPath, casinosPath, featuredBonusesPath, featuredCasinosPath } from '@casino/shared';
import { findLocation } from '../data/catalog-repository';
import { ApiBonus, ApiCasino, ApiLocation } from '@casino/shared/catalog-records';
import { Message } from './api-schemas';

/** Lists may be cached briefly by browsers and CDNs; the ETag makes revalidation cheap. */
const LIST_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

const LocationParams = Type.Object({ city: Type.String({ maxLength: 100 }), keyword: Type.String({ maxLength: 100 }) });

export async function catalogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { catalog, db } = app;
  const serveList = (path: string) => (request: FastifyRequest, reply: FastifyReply) => {
    const list = catalog.get(path);
    if (!list) return reply.code(503).send({ message: 'The catalogue is loading, please try again.' });
    reply.header('ETag', list.etag).header('Cache-Control', LIST_CACHE_CONTROL);
    if (request.headers['if-none-match'] === list.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(list.body);
  };
  const listSchema = (items: TSchema) => ({ response: { 200: Type.Array(items), 503: Message } });

  // A list goes out as the JSON text the catalogue wrote when it loaded (the bytes its ETag names),
  // not as objects to type: its schema states the answer, the handler sends that text.
  fastify.get(casinosPath, { schema: listSchema(ApiCasino) }, serveList(casinosPath));
  fastify.get(featuredCasinosPath, { schema: listSchema(ApiCasino) }, serveList(featuredCasinosPath));
  fastify.get(bonusesPath, { schema: listSchema(ApiBonus) }, serveList(bonusesPath));
  fastify.get(featuredBonusesPath, { schema: listSchema(ApiBonus) }, serveList(featuredBonusesPath));

  app.get(
    '/api/locations/:city/:keyword',
    { schema: { params: LocationParams, response: { 200: ApiLocation, 404: Message } } },
    async (request, reply) => {
      const location = await findLocation(db, request.params.city, request.params.keyword);
      if (!location) return reply.code(404).send({ message: 'Location not found' });
      return reply.header('Cache-Control', LIST_CACHE_CONTROL).send(location);
    },
  );
}
