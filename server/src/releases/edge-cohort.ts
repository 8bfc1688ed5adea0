import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { COHORT_HEADER, COHORTS_KEY } from './edge-keys';
import { visitorSet } from './visitor-cohort';

/**
 * The cohort of a visitor (see visitor-cohort.ts), asked by a shared cache before it looks a
 * page up: deploy/varnish/default.vcl asks once per canary group and keeps the answer until a
 * release step purges `cohorts`. The answer is in the X-Site-Cohort header (and the body, for
 * people). Only the canary group decides it, so an answer may be kept per group value, except:
 * a visitor with no group while a canary runs is given one now (its cookie comes with the
 * answer, and the cache passes it on with the page), and a crawler is never given a canary.
 * Those answers are for that visitor alone. A preview's visitor is never asked for: shared
 * caches pass previews by. An experiment started or ended purges `cohorts` too (experiments/).
 */
export async function edgeCohortRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { versions, config, cohortParts } = app;
  const secureCookies = config.siteUrl.startsWith('https:');

  app.get('/api/cohort', { schema: { response: { 200: Type.Object({ cohort: Type.String() }) } } }, async (request, reply) => {
    const visitor = visitorSet(versions, request.headers.cookie, request.headers['user-agent'], secureCookies, cohortParts);
    if (visitor.setCookie) reply.header('Set-Cookie', visitor.setCookie);
    const shared = visitor.sameForGroup && !visitor.setCookie && !visitor.catchingUp && config.edgeMaxAge > 0;
    return reply
      .header(COHORT_HEADER, visitor.cohort)
      .header('Cache-Control', shared ? `public, max-age=0, s-maxage=${config.edgeMaxAge}, stale-if-error=${config.edgeStaleIfError}` : 'private, no-store')
      .header(config.surrogateKeyHeader, COHORTS_KEY)
      .send({ cohort: visitor.cohort });
  });
}
