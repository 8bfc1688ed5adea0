import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import { advertisingPath, bonusesPath, casinoCountPath, casinoListPathname, casinosPath, featuredBonusesPath, featuredCasinosPath, LOCATION_API_ROUTE, MAX_BONUS_CASINOS, MAX_CASINO_LIMIT, paymentMethodsPath, readCasinoListQuery } from '@casino/shared';
import type { CachedList } from './catalog-cache';
import { findLocation } from './catalog-repository';
import { ApiBonus, ApiCasino, ApiLocation } from '@casino/shared/catalog-records';
import { compressHtml, negotiateEncoding } from '../core/compress-html';
import { Message } from '../core/api-schemas';
import { secondsUntil } from './offer-window';

/** Lists may be cached briefly by browsers and CDNs; the ETag makes revalidation cheap. */
const LIST_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/**
 * The lists' caching while a change of what they show is `seconds` away (an offer's start or end,
 * the quiet hours' edge): no cache keeps or serves them, fresh or stale, past it. An open page
 * asks again at that moment (shared advertising/) and must not be given the list of before.
 */
export function listCacheControl(seconds: number | null): string {
  if (seconds === null) return LIST_CACHE_CONTROL;
  if (seconds <= 0) return 'public, no-cache';
  const maxAge = Math.min(60, seconds);
  const stale = Math.min(300, seconds - maxAge);
  return `public, max-age=${maxAge}${stale > 0 ? `, stale-while-revalidate=${stale}` : ''}`;
}


const LocationParams = Type.Object({ city: Type.String({ maxLength: 100 }), keyword: Type.String({ maxLength: 100 }) });
const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 100 }) });
const CasinosQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_CASINO_LIMIT })) });
const BonusesQuery = Type.Object({
  casinos: Type.Optional(
    Type.String({ maxLength: MAX_BONUS_CASINOS * 101, description: `casino slugs separated by commas (at most ${MAX_BONUS_CASINOS})` }),
  ),
});
const CasinoOffer = Type.Object({ casino: ApiCasino, bonus: Type.Union([ApiBonus, Type.Null()]) });
const CasinoListPage = Type.Object({
  casinos: Type.Array(ApiCasino),
  page: Type.Integer(),
  pages: Type.Integer(),
  total: Type.Integer(),
  pageSize: Type.Integer(),
});
const LOADING = { message: 'The catalogue is loading, please try again.' };

/** Whether an If-None-Match names this answer (a list of tags, weak or strong, or "*"). */
const namesTag = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => { const t = tag.trim(); return t === '*' || t.replace(/^W\//, '') === etag; });

/**
 * Sends an answer of the catalogue: 304 when the client holds it, else its JSON compressed as the
 * client accepts (brotli, else gzip). The compressed bytes are kept with the answer, so a list
 * of 2,000 casinos is compressed once per catalogue change, not per request.
 */
export async function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedList, cacheControl = LIST_CACHE_CONTROL) {
  reply.header('ETag', answer.etag).header('Cache-Control', cacheControl).header('Vary', 'Accept-Encoding');
  if (namesTag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.body);
  const encoded = (answer.encoded ??= {});
  const bytes = (encoded[encoding] ??= compressHtml(Buffer.from(answer.body), encoding));
  return reply.header('Content-Encoding', encoding).send(await bytes);
}

export async function catalogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { catalog, db } = app;
  const send = (request: FastifyRequest, reply: FastifyReply, answer: CachedList) => sendAnswer(request, reply, answer, listCacheControl(secondsUntil(catalog.nextOfferChange)));
  const serveList = (path: string) => (request: FastifyRequest, reply: FastifyReply) => {
    const list = catalog.get(path);
    if (!list) return reply.code(503).send(LOADING);
    return send(request, reply, list);
  };
  const listSchema = (items: TSchema) => ({ response: { 200: Type.Array(items), 503: Message } });

  // A list goes out as the JSON text the catalogue wrote when it loaded (the bytes its ETag names),
  // not as objects to type: its schema states the answer, the handler sends that text.
  app.get(casinosPath, { schema: { ...listSchema(ApiCasino), querystring: CasinosQuery } }, async (request, reply) => {
    const { limit } = request.query;
    const list = limit === undefined ? catalog.get(casinosPath) : catalog.firstCasinos(limit);
    if (!list) return reply.code(503).send(LOADING);
    return send(request, reply, list);
  });
  fastify.get(featuredCasinosPath, { schema: listSchema(ApiCasino) }, serveList(featuredCasinosPath));
  app.get(bonusesPath, { schema: { ...listSchema(ApiBonus), querystring: BonusesQuery, response: { 200: Type.Array(ApiBonus), 400: Message, 503: Message } } }, async (request, reply) => {
    const list = catalog.get(bonusesPath);
    if (!list) return reply.code(503).send(LOADING);
    if (request.query.casinos === undefined) return send(request, reply, list);
    const slugs = request.query.casinos.split(',');
    if (slugs.length > MAX_BONUS_CASINOS) return reply.code(400).send({ message: `casinos names at most ${MAX_BONUS_CASINOS} casinos` });
    return send(request, reply, catalog.bonusesOf(slugs));
  });
  fastify.get(featuredBonusesPath, { schema: listSchema(ApiBonus) }, serveList(featuredBonusesPath));
  fastify.get(paymentMethodsPath, { schema: listSchema(Type.String()) }, serveList(paymentMethodsPath));
  // Whether the quiet hours are on, and when the lists change next: every page carries it (shared advertising/).
  fastify.get(
    advertisingPath,
    {
      schema: {
        response: {
          200: Type.Object({
            quietHours: Type.Union([Type.Object({ from: Type.String(), until: Type.String(), now: Type.Boolean() }), Type.Null()]),
            nextChange: Type.Union([Type.Number(), Type.Null()]),
          }),
          503: Message,
        },
      },
    },
    serveList(advertisingPath),
  );
  fastify.get(casinoCountPath, { schema: { response: { 200: Type.Object({ casinos: Type.Integer() }), 503: Message } } }, serveList(casinoCountPath));

  // One page of a list with its filters (casino-list.ts): the query is read by the same function
  // the server's own renders use, so the API and the pages take exactly the same requests.
  fastify.get(casinoListPathname, { schema: { response: { 200: CasinoListPage, 400: Message, 503: Message } } }, async (request, reply) => {
    if (!catalog.get(casinosPath)) return reply.code(503).send(LOADING);
    const asked = readCasinoListQuery(new URL(request.url, 'http://in-process').searchParams);
    if ('problem' in asked) return reply.code(400).send({ message: asked.problem });
    return send(request, reply, catalog.casinoList(asked));
  });

  // One casino, by the spec's slug rule on its name (a generic review) or by its catalogue slug
  // with its offer (a written review, the bonus page): a page about one casino carries that one.
  // The featured list's own path is matched before these.
  app.get('/api/casinos/:slug', { schema: { params: SlugParams, response: { 200: ApiCasino, 404: Message, 503: Message } } }, async (request, reply) => {
    if (!catalog.get(casinosPath)) return reply.code(503).send(LOADING);
    const casino = catalog.casinoByReviewSlug(request.params.slug);
    if (!casino) return reply.code(404).send({ message: 'Casino not found' });
    return send(request, reply, casino);
  });
  app.get('/api/offers/:slug', { schema: { params: SlugParams, response: { 200: CasinoOffer, 404: Message, 503: Message } } }, async (request, reply) => {
    if (!catalog.get(casinosPath)) return reply.code(503).send(LOADING);
    const offer = catalog.offer(request.params.slug);
    if (!offer) return reply.code(404).send({ message: 'Casino not found' });
    return send(request, reply, offer);
  });

  app.get(
    LOCATION_API_ROUTE,
    { schema: { params: LocationParams, response: { 200: ApiLocation, 404: Message } } },
    async (request, reply) => {
      const location = await findLocation(db, request.params.city, request.params.keyword);
      if (!location) return reply.code(404).send({ message: 'Location not found' });
      return reply.header('Cache-Control', LIST_CACHE_CONTROL).send(location);
    },
  );
}
