import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { importCatalog } from '../data/import-catalog';
import { ReleaseError } from '../releases/release-service';
import { loadAdminToken, tokensMatch } from '../secrets';
import { AppParams, HistoryPageQuery } from './api-schemas';

/** Every field a release endpoint reads from its body; each endpoint requires those it needs. */
const ReleaseFields = Type.Object({
  version: Type.String({ maxLength: 40 }),
  from: Type.String({ maxLength: 1000 }),
  notes: Type.String({ maxLength: 2000 }),
  reason: Type.String({ minLength: 1, maxLength: 2000 }),
  actor: Type.String({ minLength: 1, maxLength: 200 }),
  percent: Type.Integer({ minimum: 1, maximum: 99 }),
  /** Goes ahead with a version marked bad. */
  force: Type.Boolean(),
});
type ReleaseField = keyof Static<typeof ReleaseFields>;

/** A release endpoint's body: the fields it needs, and any of the others. */
const releaseBody = <Needed extends ReleaseField>(...needed: Needed[]) =>
  Type.Composite([Type.Pick(ReleaseFields, needed), Type.Partial(Type.Omit(ReleaseFields, needed))]);

/** Who acts and why, and whether a version marked bad may go ahead, from a request body. */
const stepOf = (body: { reason: string; actor?: string; force?: boolean }) => ({ reason: body.reason, actor: body.actor ?? 'admin', force: body.force === true });

/** A refused or impossible release is the caller's problem (409), with every reason listed. */
async function answer(reply: FastifyReply, work: (progress: (line: string) => void) => Promise<unknown>) {
  const lines: string[] = [];
  try {
    const result = await work((line) => lines.push(line));
    return { ...(result as object), progress: lines };
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    return reply.code(409).send({ message: error.message, reasons: error.reasons, refused: error.refused, progress: lines });
  }
}

/**
 * Endpoints for operators' command-line tools. The embedded database belongs to the
 * running server, so the CLIs work through it. Every call needs the admin token.
 */
export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, catalog, releases, versions } = app;
  const token = await loadAdminToken(app.config.adminToken, app.config.varDir);
  // This server serves the new set before it answers; the others follow the release notice.
  const activated = async <T>(result: T) => {
    await versions.load();
    return result;
  };
  app.addHook('onRequest', async (request, reply) => {
    const given = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
    if (!given || !tokensMatch(given, token)) return reply.code(401).send({ message: 'Admin token missing or wrong' });
  });

  app.post('/admin/import', { bodyLimit: 20 * 1024 * 1024 }, async (request, reply) => {
    const result = await importCatalog(db, request.body);
    if (!result.ok) return reply.code(400).send({ message: `The catalogue has ${result.errors.length} invalid record(s)`, errors: result.errors });
    await catalog.load();
    return { version: result.version };
  });

  app.get(
    '/admin/releases/:app',
    { schema: { params: AppParams, querystring: HistoryPageQuery } },
    (request, reply) => answer(reply, () => releases.history(request.params.app, request.query.page)),
  );

  app.post('/admin/releases/verify', (_request, reply) => answer(reply, (progress) => releases.verify(progress)));

  app.post(
    '/admin/releases/:app/check',
    { schema: { params: AppParams, body: releaseBody('version') } },
    (request, reply) => answer(reply, async (progress) => ({ reasons: await releases.check(request.params.app, request.body.version, progress) })),
  );

  app.post('/admin/releases/:app/publish', { schema: { params: AppParams, body: releaseBody() } }, (request, reply) =>
    answer(reply, (progress) => releases.publish(request.params.app, { from: request.body.from, notes: request.body.notes, actor: request.body.actor ?? 'admin' }, progress)),
  );

  app.post(
    '/admin/releases/:app/activate',
    { schema: { params: AppParams, body: releaseBody('version', 'reason') } },
    (request, reply) =>
      answer(reply, (progress) =>
        releases.activate(request.params.app, request.body.version, stepOf(request.body), progress).then(activated),
      ),
  );

  app.post(
    '/admin/releases/:app/rollback',
    { schema: { params: AppParams, body: releaseBody('reason') } },
    (request, reply) =>
      answer(reply, (progress) => releases.rollback(request.params.app, stepOf(request.body), progress).then(activated)),
  );

  app.post(
    '/admin/releases/:app/canary',
    { schema: { params: AppParams, body: releaseBody('version', 'percent', 'reason') } },
    (request, reply) =>
      answer(reply, (progress) =>
        releases
          .startCanary(request.params.app, request.body.version, { ...stepOf(request.body), percent: request.body.percent }, progress)
          .then(activated),
      ),
  );

  app.post(
    '/admin/releases/:app/promote',
    { schema: { params: AppParams, body: releaseBody('reason') } },
    (request, reply) =>
      answer(reply, (progress) => releases.promote(request.params.app, stepOf(request.body), progress).then(activated)),
  );

  app.post(
    '/admin/releases/:app/abort',
    { schema: { params: AppParams, body: releaseBody('reason') } },
    (request, reply) =>
      answer(reply, (progress) => releases.abort(request.params.app, stepOf(request.body), progress).then(activated)),
  );

  app.post(
    '/admin/releases/:app/mark-bad',
    { schema: { params: AppParams, body: releaseBody('version', 'reason') } },
    (request, reply) => answer(reply, (progress) => releases.markBad(request.params.app, request.body.version, stepOf(request.body), progress)),
  );

  app.post(
    '/admin/releases/prune',
    {
      schema: {
        body: Type.Object({
          keep: Type.Integer({ minimum: 1, maximum: 10_000 }),
          graceHours: Type.Integer({ minimum: 0, maximum: 24 * 365 }),
          actor: Type.Optional(ReleaseFields.properties.actor),
        }),
      },
    },
    (request, reply) => answer(reply, (progress) => releases.prune({ keep: request.body.keep, graceHours: request.body.graceHours, actor: request.body.actor ?? 'admin' }, progress)),
  );
}
