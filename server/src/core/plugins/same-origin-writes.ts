import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Methods that change nothing; everything else is a write. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The body types a form (or a `text/plain` form) of another site can send without asking the server first. */
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/i;

/**
 * Why a browser's write must be refused as coming from another site, or null. `Sec-Fetch-Site`
 * is what every current browser sends: only `same-origin` and `none` (an address typed or
 * opened from a bookmark) are the site's own. A browser that sends no such header still sends
 * `Origin` with a cross-origin POST; it must be this site's. A request with neither is no
 * browser's request from a page (a pipeline, the CLI, a mail provider's one-click
 * unsubscribe) and is left to the route's own checks.
 */
function crossSite(request: FastifyRequest, siteOrigin: string): string | null {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin' || fetchSite === 'none' ? null : `Sec-Fetch-Site: ${fetchSite}`;
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return null;
  return origin === siteOrigin || origin === `${request.protocol}://${request.host}` ? null : `Origin: ${origin}`;
}

/**
 * No writes from other sites. A page elsewhere could otherwise make a visitor's browser post to
 * this site: sign a third party up for the newsletter, or send error reports that sway a
 * canary's verdict. Every write a browser sends from another site is refused with 403, and a
 * form body is accepted only by the routes that say `config: { acceptsForms: true }` (the
 * console's forms, the one-click unsubscribe); the JSON APIs take `application/json` only and
 * answer any other body with 415.
 */
async function sameOriginWrites(app: FastifyInstance) {
  const siteOrigin = new URL(app.config.siteUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (READS.has(request.method)) return;
    const refused = crossSite(request, siteOrigin);
    if (refused) {
      request.log.warn({ refused }, 'a write from another site was refused');
      return reply.code(403).send({ message: 'Requests that change something must come from this site.' });
    }
    const type = request.headers['content-type'] ?? '';
    const acceptsForms = (request.routeOptions.config as { acceptsForms?: boolean } | undefined)?.acceptsForms === true;
    if (FORM_TYPES.test(type) && !acceptsForms) return reply.code(415).send({ message: 'This content type is not accepted here; send application/json.' });
  });
}

export default fp(sameOriginWrites, { name: 'same-origin-writes', dependencies: ['config'] });

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes `application/x-www-form-urlencoded` bodies (forms of the console, one-click unsubscribe). */
    acceptsForms?: boolean;
  }
}
