import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { APPS } from '../core/apps';
import { ClientBudget } from '../core/client-budget';
import { DEVICES, METRICS } from './vitals';
import { Message, StringEnum } from '../core/api-schemas';

const HOUR_MS = 60 * 60 * 1000;

/** Beyond these a measurement is no page view's: a browser that kept a page open for hours, or a made-up value. */
const MAX_MS = 10 * 60 * 1000;
const MAX_CLS = 100;

const Vitals = Type.Object(
  {
    route: Type.String({ maxLength: 100, pattern: '^[a-z0-9-]+$' }),
    device: StringEnum(DEVICES),
    /** The app versions whose code the page ran: the shell's and the route's app's. */
    versions: Type.Record(Type.String({ pattern: `^(${APPS.map((entry) => entry.app).join('|')})$` }), Type.String({ pattern: '^[a-f0-9]{12}$' }), { minProperties: 1, maxProperties: 2, additionalProperties: false }),
    values: Type.Object(
      Object.fromEntries(METRICS.map((metric) => [metric, Type.Optional(Type.Number({ minimum: 0, maximum: metric === 'CLS' ? MAX_CLS : MAX_MS }))])),
      { additionalProperties: false, minProperties: 1 },
    ),
    /** The page's view ticket (see api-view.ts): without one nothing is counted. */
    ticket: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);

/**
 * The web vitals of one page view, sent by the shell when the page is hidden (only with the
 * visitor's consent to statistics: see the privacy notice). Counted into the histograms of the
 * versions the page ran, when its view ticket names them and was issued to the sender's
 * network; nothing about the visitor is kept.
 */
export async function vitalsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { vitalCounts, clientCounts, viewTickets, config } = app;
  const perClient = new ClientBudget(app.db, 'vitals', config.vitalsLimit);
  // One client's page views of one set of versions weigh no more than CANARY_CLIENT_VIEWS an hour
  // in the histograms, counted by every worker and server together.
  const weighed = new ClientBudget(app.db, 'vitals-weight', config.canaryClientViews, HOUR_MS);

  app.post(
    '/api/vitals',
    {
      bodyLimit: 2048,
      preHandler: async (request, reply) => {
        const limit = await perClient.take(request.client);
        if (limit.allowed) return;
        return reply.code(429).header('Retry-After', String(limit.retryAfterSeconds)).send({ message: 'Too many reports; they are counted again in a minute.' });
      },
      schema: { body: Vitals, response: { 202: Type.Object({ counted: Type.Boolean() }), 400: Message, 429: Message } },
    },
    async (request, reply) => {
      const { route, device, versions, values, ticket } = request.body;
      // The validator drops what it does not know (a metric of a newer shell is ignored): an app of no
      // name this site has leaves nothing to count against.
      const pinned = Object.entries(versions).map(([name, version]) => ({ app: name, version: version as string }));
      if (!pinned.length) return reply.code(400).send({ message: 'Invalid request: versions names no app of this site' });
      const network = request.client;
      const viewed = viewTickets.read(ticket, clientCounts.clientOf(network));
      const counted = pinned.every(({ app: name, version }) => viewed?.[name] === version) && (await weighed.take(`${network} ${JSON.stringify(versions)}`)).allowed;
      if (counted) {
        vitalCounts.add({ route, device, versions: pinned, values });
        // A canary's speed is judged only once enough clients measured it (see canary-watch.ts).
        for (const { app: name, version } of pinned) clientCounts.add(name, version, network, 'vitals');
      }
      return reply.code(202).send({ counted });
    },
  );
}
