import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { APPS } from '../core/apps';
import { ClientBudget } from '../core/client-budget';
import { CLIENT_ERROR_KINDS } from './version-counts';
import { Message, StringEnum } from '../core/api-schemas';

/** What is written to the log of a report's message: enough to recognise the error. */
const LOGGED_MESSAGE_LENGTH = 300;

const Report = Type.Object(
  {
    app: StringEnum(APPS.map((entry) => entry.app)),
    version: Type.String({ pattern: '^[a-f0-9]{12}$' }),
    route: Type.Optional(Type.String({ maxLength: 100, pattern: '^[a-z0-9-]*$' })),
    kind: StringEnum(CLIENT_ERROR_KINDS),
    message: Type.Optional(Type.String({ maxLength: 2000 })),
    /** The page's view ticket (see api-view.ts); without one the report is logged, not counted. */
    ticket: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
type Report = Static<typeof Report>;

/**
 * Browsers report what went wrong with an app version: a remote that did not load or not in
 * time, a region's render error, a hydration mismatch. Only the count per version, kind and
 * minute is kept (see VersionCounts); the message goes to the log, cut short, with neither
 * the address nor anything else about the visitor. A report counts only with the view ticket
 * of a page that ran that version, sent from the network the ticket was issued to; any other
 * (a made-up report, one without a page view, a page left open for hours) is accepted, logged
 * and not counted.
 */
export async function clientErrorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { versionCounts, clientCounts, viewTickets, config } = app;
  const perClient = new ClientBudget(app.db, 'client-errors', config.clientErrorLimit);
  const overall = new ClientBudget(app.db, 'client-errors-overall', config.clientErrorCap);

  app.post(
    '/api/client-errors',
    {
      bodyLimit: 4096,
      preHandler: async (request, reply) => {
        const limit = await perClient.take(request.client);
        const spent = limit.allowed ? await overall.take('all') : limit;
        if (spent.allowed) return;
        return reply.code(429).header('Retry-After', String(spent.retryAfterSeconds)).send({ message: 'Too many error reports; they are counted again in a minute.' });
      },
      schema: { body: Report, response: { 202: Type.Object({ counted: Type.Optional(Type.Boolean()) }), 400: Message, 429: Message } },
    },
    async (request, reply) => {
      const report = request.body;
      const network = request.client;
      const counted = viewTickets.read(report.ticket, clientCounts.clientOf(network))?.[report.app] === report.version;
      if (counted) {
        versionCounts.add(report.app, report.version, report.kind);
        // For a canary's verdict, per client: it weighs no more than the pages it was served.
        clientCounts.add(report.app, report.version, network, 'error');
      }
      request.log.warn(
        { app: report.app, version: report.version, route: report.route, kind: report.kind, message: report.message?.slice(0, LOGGED_MESSAGE_LENGTH), counted },
        'a browser reported an error',
      );
      return reply.code(202).send({ counted });
    },
  );
}
