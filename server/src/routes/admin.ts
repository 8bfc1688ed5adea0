import type { FastifyInstance, FastifyReply } from 'fastify';
import { importCatalog } from '../data/import-catalog';
import { ReleaseError } from '../releases/release-service';
import { loadAdminToken, tokensMatch } from '../secrets';

const releaseBody = {
  type: 'object',
  properties: {
    version: { type: 'string', maxLength: 40 },
    from: { type: 'string', maxLength: 1000 },
    notes: { type: 'string', maxLength: 2000 },
    reason: { type: 'string', minLength: 1, maxLength: 2000 },
    actor: { type: 'string', minLength: 1, maxLength: 200 },
    percent: { type: 'integer', minimum: 1, maximum: 99 },
    /** Goes ahead with a version marked bad. */
    force: { type: 'boolean' },
  },
} as const;

type ReleaseBody = { version?: string; from?: string; notes?: string; reason?: string; actor?: string; percent?: number; force?: boolean };

/** Who acts and why, and whether a version marked bad may go ahead, from a request body. */
const stepOf = (body: ReleaseBody) => ({ reason: body.reason!, actor: body.actor ?? 'admin', force: body.force === true });

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
export async function adminRoutes(app: FastifyInstance) {
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

  app.get<{ Params: { app: string }; Querystring: { page?: number } }>(
    '/admin/releases/:app',
    { schema: { querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1, maximum: 1_000_000 } } } } },
    (request, reply) => answer(reply, () => releases.history(request.params.app, request.query.page)),
  );

  app.post('/admin/releases/verify', (_request, reply) => answer(reply, (progress) => releases.verify(progress)));

  app.post<{ Params: { app: string }; Body: ReleaseBody }>(
    '/admin/releases/:app/check',
    { schema: { body: { ...releaseBody, required: ['version'] } } },
    (request, reply) => answer(reply, async (progress) => ({ reasons: await releases.check(request.params.app, request.body.version!, progress) })),
  );

  app.post<{ Params: { app: string }; Body: ReleaseBody }>('/admin/releases/:app/publish', { schema: { body: releaseBody } }, (request, reply) =>
    answer(reply, (progress) => releases.publish(request.params.app, { from: request.body.from, notes: request.body.notes, actor: request.body.actor ?? 'admin' }, progress)),
  );

  app.post<{ Params: { app: string }; Body: ReleaseBody }>(
    '/admin/releases/:app/activate',
    { schema: { body: { ...releaseBody, required: ['version', 'reason'] } } },
    (request, reply) =>
      answer(reply, (progress) =>
        releases.activate(request.params.app, request.body.version!, stepOf(request.body), progress).then(activated),
      ),
  );

  app.post<{ Params: { app: string }; Body: ReleaseBody }>(
    '/admin/releases/:app/rollback',
    { schema: { body: { ...releaseBody, required: ['reason'] } } },
    (request, reply) =>
      answer(reply, (progress) => releases.rollback(request.params.app, stepOf(request.body), progress).then(activated)),
  );

  app.post<{ Params: { app: string }; Body: ReleaseBody }>(
    '/admin/releases/:app/canary',
    { schema: { body: { ...releaseBody, required: ['version', 'percent', 'reason'] } } },
    (request, reply) =>
      answer(reply, (progress) =>
        releases
          .startCanary(request.params.app, request.body.version!, { ...stepOf(request.body), percent: request.body.percent! }, progress)
          .then(activated),
      ),
  );

  app.post<{ Params: { app: string }; Body: ReleaseBody }>(
    '/admin/releases/:app/promote',
    { schema: { body: { ...releaseBody, required: ['reason'] } } },
    (request, reply) =>
      answer(reply, (progress) => releases.promote(request.params.app, stepOf(request.body), progress).then(activated)),
  );

  app.post<{ Params: { app: string }; Body: ReleaseBody }>(
    '/admin/releases/:app/abort',
    { schema: { body: { ...releaseBody, required: ['reason'] } } },
    (request, reply) =>
      answer(reply, (progress) => releases.abort(request.params.app, stepOf(request.body), progress).then(activated)),
  );

  app.post<{ Params: { app: string }; Body: ReleaseBody }>(
    '/admin/releases/:app/mark-bad',
    { schema: { body: { ...releaseBody, required: ['version', 'reason'] } } },
    (request, reply) => answer(reply, (progress) => releases.markBad(request.params.app, request.body.version!, stepOf(request.body), progress)),
  );

  app.post<{ Body: { keep: number; graceHours: number; actor?: string } }>(
    '/admin/releases/prune',
    {
      schema: {
        body: {
          type: 'object',
          required: ['keep', 'graceHours'],
          properties: { keep: { type: 'integer', minimum: 1, maximum: 10_000 }, graceHours: { type: 'integer', minimum: 0, maximum: 24 * 365 }, actor: releaseBody.properties.actor },
        },
      },
    },
    (request, reply) => answer(reply, (progress) => releases.prune({ keep: request.body.keep, graceHours: request.body.graceHours, actor: request.body.actor ?? 'admin' }, progress)),
  );
}
