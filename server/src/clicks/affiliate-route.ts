import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { advertisingPath, isEnglishPath, type AdvertisingNow } from '@casino/shared';
import { pageAppsOf, sitePath, versionsServedTo } from '../releases';
import { normalisedAffiliateUrl, mayLinkToPlay } from '../catalogue';
import { newClickId, urlWithClickId } from '../earnings';
import { Message } from '../core/api-schemas';
import { withheldPage } from './withheld-page';

/**
 * /go/{casino}: records the click (casino, source page, language, position, time, and the app
 * version that drew the source page; nothing about the visitor) and redirects to the casino's
 * stored affiliate URL, with the counted click's id in it (see earnings/click-id.ts), which the
 * network's conversions carry back. Only stored URLs are ever redirect targets, so the route cannot be
 * abused as an open redirect. It never answers with a server error: the targets are in memory
 * with the catalogue, a click the database cannot take is logged and the visitor still
 * redirected. Robots, HEAD requests, prefetches and repeats are redirected too, and counted
 * as filtered instead of as clicks (see Clicks).
 *
 * The app version is the one this browser is served now (its release group cookie, or its
 * preview): the page it clicked on was drawn with it unless a release switched between the
 * page and the click. The link does not carry it, so pages stay the same bytes for every
 * visitor of a cohort and links on pages kept by shared caches stay valid. A page shown in an
 * experiment's variant names it in its links (`xp`), and the click keeps it when the browser's
 * release group gives the same (experiments/).
 *
 * While the market's rules withhold the casino's calls to action (ad-rules/: the quiet hours,
 * the regulator's whitelist), the route answers with a page saying why and redirects nowhere;
 * the request is counted as filtered (`withheld`), not as a click. A counted click keeps the
 * state it met.
 */
export async function affiliateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { catalog, clicks } = app;
  const servedTo = versionsServedTo(app);
  const pageAppOf = pageAppsOf(app.versions);
  app.get(
    '/go/:slug',
    {
      schema: {
        params: Type.Object({ slug: Type.String({ maxLength: 100 }) }),
        // The page the link was on, and the card's place in its list.
        // The experiment's variant the page showed (see experiments/): any value, a click is never refused for it.
        querystring: Type.Object({ from: Type.Optional(Type.String({ maxLength: 1000 })), pos: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })), xp: Type.Optional(Type.String({ maxLength: 40 })) }),
        response: { 404: Message, 451: Type.String({ description: 'a page saying why the casino\'s offers are not shown now' }) },
      },
    },
    async (request, reply) => {
      const target = catalog.affiliateTarget(request.params.slug);
      if (!target) return reply.code(404).send({ message: 'Unknown casino' });
      if (!mayLinkToPlay(target.licences, app.config.playLicences)) return reply.code(404).send({ message: 'This site offers no play link for this casino' });
      // A stored URL no redirect can carry (from before the import checked them) is refused, not sent
      // broken: no server error, no click counted; the operator sees it in the log.
      const location = normalisedAffiliateUrl(target.url);
      if (location === null) {
        request.log.error({ casino: request.params.slug }, 'the stored affiliate URL is not a URL a redirect can carry; import a corrected catalogue');
        return reply.code(404).send({ message: 'This site offers no play link for this casino right now' });
      }
      const from = sitePath(request.query.from);
      const withheld = catalog.withheldReasons(request.params.slug);
      if (withheld.length) {
        clicks.withheld(request.params.slug);
        const language = from && isEnglishPath(from) ? 'en' : 'de';
        const quietHours = (catalog.get(advertisingPath)?.data as AdvertisingNow | undefined)?.quietHours ?? null;
        return reply
          .code(451)
          .header('Cache-Control', 'no-store')
          .header('X-Robots-Tag', 'noindex, nofollow')
          .header('Content-Security-Policy', "default-src 'none'")
          .type('text/html; charset=utf-8')
          .send(withheldPage(language, withheld, quietHours, from ?? (language === 'en' ? '/en' : '/')));
      }
      // A path no route matches was drawn by the shell (its 404 page).
      const pageApp = from ? (pageAppOf(from) ?? 'shell') : null;
      const served = servedTo(request.headers.cookie);
      const click = {
        casinoId: target.id,
        casinoSlug: request.params.slug,
        sourcePath: from,
        language: from ? (isEnglishPath(from) ? 'en' : 'de') : null,
        position: request.query.pos ?? null,
        pageApp,
        appVersion: pageApp ? (served[pageApp] ?? null) : null,
        callToAction: 'shown',
        clickId: newClickId(),
        network: target.network,
        appVersions: served,
        // The variant the link says the page showed, if the browser's release group agrees.
        experiment: app.experiments.clickOn(from, request.query.xp, request.headers.cookie),
      } as const;
      // The visitor gets to the casino even when the click cannot be recorded (the database is away).
      const counted = await clicks
        .record({ method: request.method, headers: request.headers, network: request.client }, click)
        .catch((error: unknown) => request.log.warn({ err: error, casino: request.params.slug }, 'a play click could not be recorded'));
      // Only a counted click's id goes to the network: a conversion comes back to a click the report has.
      const to = counted === 'counted' ? urlWithClickId(location, click.clickId, app.networks.clickIdParam(target.network)) : location;
      return reply
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex, nofollow')
        .header('Referrer-Policy', 'no-referrer')
        .redirect(to, 302);
    },
  );
}
