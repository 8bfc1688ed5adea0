import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { isEnglishPath } from '@casino/shared';
import { findAffiliateTarget } from '../data/catalog-repository';
import { recordClick } from '../data/click-repository';
import { mayLinkToPlay } from '../data/play-policy';
import { Message } from './api-schemas';

/** Only a path on this site counts as a source; anything else is not recorded. */
const sourcePath = (from: string | undefined) => (from && from.startsWith('/') && !from.startsWith('//') ? from.slice(0, 300) : null);

/**
 * /go/{casino}: records the click (casino, source page, language, position, time; nothing
 * about the visitor) and redirects to the casino's stored affiliate URL. Only stored URLs
 * are ever redirect targets, so the route cannot be abused as an open redirect.
 */
export async function affiliateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  app.get(
    '/go/:slug',
    {
      schema: {
        params: Type.Object({ slug: Type.String({ maxLength: 100 }) }),
        // The page the link was on, and the card's place in its list.
        querystring: Type.Object({ from: Type.Optional(Type.String({ maxLength: 1000 })), pos: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })) }),
        response: { 404: Message },
      },
    },
    async (request, reply) => {
      const target = await findAffiliateTarget(db, request.params.slug);
      if (!target) return reply.code(404).send({ message: 'Unknown casino' });
      if (!mayLinkToPlay(target.licences, app.config.playLicences)) return reply.code(404).send({ message: 'This site offers no play link for this casino' });
      const from = sourcePath(request.query.from);
      await recordClick(db, {
        casinoId: target.id,
        casinoSlug: request.params.slug,
        sourcePath: from,
        language: from ? (isEnglishPath(from) ? 'en' : 'de') : null,
        position: request.query.pos ?? null,
      });
      return reply
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex, nofollow')
        .header('Referrer-Policy', 'no-referrer')
        .redirect(target.url, 302);
    },
  );
}
