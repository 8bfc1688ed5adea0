import type { FastifyInstance } from 'fastify';
import { isEnglishPath } from '@casino/shared';
import { findAffiliateTarget } from '../data/catalog-repository';
import { recordClick } from '../data/click-repository';
import { mayLinkToPlay } from '../data/play-policy';
import { messageSchema } from './api-schemas';

/** Only a path on this site counts as a source; anything else is not recorded. */
const sourcePath = (from: string | undefined) => (from && from.startsWith('/') && !from.startsWith('//') ? from.slice(0, 300) : null);

/**
 * /go/{casino}: records the click (casino, source page, language, position, time; nothing
 * about the visitor) and redirects to the casino's stored affiliate URL. Only stored URLs
 * are ever redirect targets, so the route cannot be abused as an open redirect.
 */
export async function affiliateRoutes(app: FastifyInstance) {
  const { db } = app;
  app.get<{ Params: { slug: string }; Querystring: { from?: string; pos?: number } }>(
    '/go/:slug',
    {
      schema: {
        params: { type: 'object', properties: { slug: { type: 'string', maxLength: 100 } } },
        querystring: {
          type: 'object',
          properties: { from: { type: 'string', maxLength: 1000 }, pos: { type: 'integer', minimum: 1, maximum: 1000 } },
        },
        response: { 404: messageSchema },
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
