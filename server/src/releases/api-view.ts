import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { APPS } from '../core/apps';
import { pageAppsOf, sitePath } from './page-apps';
import { ClientBudget } from '../core/client-budget';
import { isCrawler } from './canary-choice';
import { Message, StringEnum } from '../core/api-schemas';
import { versionsServedTo } from './served-versions-route';

const AppName = StringEnum(APPS.map((entry) => entry.app));

const View = Type.Object(
  {
    /** Every app version the page pinned (its page state's apps). */
    versions: Type.Record(Type.String({ pattern: `^(${APPS.map((entry) => entry.app).join('|')})$` }), Type.String({ pattern: '^[a-f0-9]{12}$' }), {
      minProperties: 1,
      maxProperties: APPS.length,
      additionalProperties: false,
    }),
    /** The app of the page's route (the shell's own pages and 404s: `shell`). */
    app: AppName,
    /** The page's path, for the click report's page views (pages of older shells leave it out). */
    path: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);

/** An in-app navigation: the page the visitor went on to without loading a page from the server. */
const Navigation = Type.Object({ path: Type.String({ maxLength: 1000 }) }, { additionalProperties: false });

/**
 * A page view, registered by the page's own script once it runs (see the shell's page-view.ts).
 * Pages themselves are counted nowhere: a shared cache in front of the servers answers most of
 * them without a server seeing the request, and one cached page is the same bytes for every
 * visitor. This request is never cached. It counts a view for the shell and the route's app
 * when the versions the page names for them are the ones this browser is served (by its canary
 * group or preview; crawlers count nothing), and answers with a view ticket (see ViewTickets)
 * that the page's error reports and web vitals carry: what a client reports counts only for
 * versions it was counted a view of, from its own network, for two hours. The page's path, when
 * it names one, counts a page view for the click report, whatever the versions (see Clicks).
 */
export async function viewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { versionCounts, clientCounts, viewTickets, config, clicks } = app;
  const perClient = new ClientBudget(app.db, 'views', config.viewLimit);
  const servedTo = versionsServedTo(app);
  const pageAppOf = pageAppsOf(app.versions);
  const limited = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    const limit = await perClient.take(request.client);
    if (limit.allowed) return;
    return reply.code(429).header('Retry-After', String(limit.retryAfterSeconds)).send({ message: 'Too many page views from your network; they are counted again in a minute.' });
  };
  /** A page view for the click report: a page of the site (a path some route matches), seen by a person. */
  const countPage = (given: string | undefined, userAgent: string | undefined) => {
    const path = sitePath(given);
    return path !== null && path === given && pageAppOf(path) !== null && clicks.pageView(path, userAgent);
  };

  app.post(
    '/api/view',
    {
      bodyLimit: 1024,
      preHandler: limited,
      schema: { body: View, response: { 200: Type.Object({ counted: Type.Boolean(), ticket: Type.Optional(Type.String()) }), 400: Message, 429: Message } },
    },
    async (request) => {
      const { versions, app: pageApp, path } = request.body;
      countPage(path, request.headers['user-agent']);
      // The page's own apps: the shell and the route's. The other versions it names are those it
      // would load on an in-app navigation; a kept page may name older ones (a page cache keeps a
      // review page through a guides release), and they decide nothing here.
      const served = servedTo(request.headers.cookie);
      const current = (Object.entries(versions) as Array<[string, string]>).filter(([name, version]) => served[name] === version);
      const own = current.filter(([name]) => name === 'shell' || name === pageApp);
      // Counted only when the shell's and the route app's versions are the ones served to this browser.
      if (own.length !== new Set(['shell', pageApp]).size || isCrawler(request.headers['user-agent'])) return { counted: false };
      const network = request.client;
      for (const [name, version] of own) {
        versionCounts.add(name, version, 'view');
        clientCounts.add(name, version, network, 'view');
      }
      // The ticket names every version of the page still served (its widgets' too), so their errors count.
      return { counted: true, ticket: viewTickets.issue(clientCounts.clientOf(network), Object.fromEntries(current)) };
    },
  );

  // The shell reports every in-app navigation here: the click report's page views count them as
  // the clicks they lead to are counted. They count for nothing else (canaries judge page loads).
  app.post(
    '/api/navigation',
    { bodyLimit: 1024, preHandler: limited, schema: { body: Navigation, response: { 200: Type.Object({ counted: Type.Boolean() }), 400: Message, 429: Message } } },
    async (request) => ({ counted: countPage(request.body.path, request.headers['user-agent']) }),
  );
}
