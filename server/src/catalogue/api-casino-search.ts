import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { casinoSearchPathname, MAX_SEARCH_LENGTH, MAX_SEARCH_RESULTS } from '@casino/shared';
import { ApiCasino } from '@casino/shared/catalog-records';
import { Message } from '../core/api-schemas';
import { sendAnswer } from './api-catalog';

/** Typing changes the term with every letter: a short life in browsers and caches is enough. */
const SEARCH_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';

// maxLength counts characters (code points), as normalizeSearchTerm cuts them.
const SearchQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: MAX_SEARCH_LENGTH, description: `text of at most ${MAX_SEARCH_LENGTH} characters` })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_SEARCH_RESULTS })),
});

/** GET /api/casino-search?q=&limit=: casinos by name, typos forgiven (catalogue/casino-search.ts). */
export async function casinoSearchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { casinoSearch } = app;
  app.get(
    casinoSearchPathname,
    { schema: { querystring: SearchQuery, response: { 200: Type.Array(ApiCasino), 400: Message, 503: Message } } },
    async (request, reply) => {
      const { q = '', limit = MAX_SEARCH_RESULTS } = request.query;
      const answer = casinoSearch.answer(q, limit);
      if (!answer) return reply.code(503).send({ message: 'The catalogue is loading, please try again.' });
      return sendAnswer(request, reply, await answer, SEARCH_CACHE_CONTROL);
    },
  );
}
