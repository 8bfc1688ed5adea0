import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { importCatalog } from '../data/import-catalog';
import { DatabaseUnavailableError } from '../db/database-unavailable';
import { folderContent } from '../releases/publish';
import { ReleaseError } from '../releases/release-service';
import { UploadError, unpackBuild } from '../releases/upload';
import { loadAdminToken, tokensMatch } from '../secrets';
import { AppParams, HistoryPageQuery } from './api-schemas';

/** Every field a release endpoint reads from its body; each endpoint requires those it needs. */
const ReleaseFields = Type.Object({
  version: Type.String({ maxLength: 40 }),
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

/** What an upload asks for besides publishing, and what its build recorded. */
const UploadQuery = Type.Object({
  notes: Type.Optional(ReleaseFields.properties.notes),
  actor: Type.Optional(ReleaseFields.properties.actor),
  reason: Type.Optional(ReleaseFields.properties.reason),
  /** Activate it once published (after the gate). */
  activate: Type.Optional(Type.Boolean()),
  /** Or serve it to this share of visitors. */
  canary: Type.Optional(ReleaseFields.properties.percent),
  force: Type.Optional(Type.Boolean()),
  builtAt: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
  sourceCommit: Type.Optional(Type.String({ maxLength: 80, pattern: '^[0-9a-f]{7,64}(\\+changes)?$' })),
});

/** Who acts and why, and whether a version marked bad may go ahead, from a request body. */
const stepOf = (body: { reason: string; actor?: string; force?: boolean }) => ({ reason: body.reason, actor: body.actor ?? 'admin', force: body.force === true });

/**
 * A refused or impossible release is the caller's problem (409), with every reason listed; an
 * upload refused for what it holds is a bad request (400), or too large (413); a database out
 * of reach is 503, in one line the release commands print as it is.
 */
async function answer(reply: FastifyReply, work: (progress: (line: string) => void) => Promise<unknown>) {
  const lines: string[] = [];
  try {
    const result = await work((line) => lines.push(line));
    return { ...(result as object), progress: lines };
  } catch (error) {
    if (error instanceof UploadError) return reply.code(error.status).send({ message: error.message, progress: lines });
    if (error instanceof DatabaseUnavailableError) {
      // A step is one transaction: what did not commit changed nothing, and running it again is safe.
      return reply.code(503).send({ message: 'the database cannot be reached: the step did not complete; run it again once the database is back', progress: lines });
    }
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

  // A build arrives as a gzip-compressed tar archive, read as a stream (see unpackBuild for its limits).
  app.addContentTypeParser(['application/gzip', 'application/x-gzip'], (_request, payload, done) => done(null, payload));

  app.put(
    '/admin/releases/:app/versions/:version',
    { schema: { params: Type.Composite([AppParams, Type.Object({ version: Type.String({ maxLength: 40 }) })]), querystring: UploadQuery } },
    async (request, reply) => {
      if (!(request.body && typeof (request.body as Readable).pipe === 'function')) {
        return reply.code(415).send({ message: 'Send the build as a gzip-compressed tar archive (Content-Type: application/gzip)' });
      }
      const { app: name, version } = request.params;
      const { query } = request;
      // Beside this server's other files, so an upload never fills a shared temporary folder; removed in any case.
      await mkdir(path.join(app.config.varDir, 'uploads'), { recursive: true });
      const staging = await mkdtemp(path.join(app.config.varDir, 'uploads', 'build-'));
      return answer(reply, async (progress) => {
        try {
          const unpacked = await unpackBuild(request.body as Readable, staging);
          progress(`received ${unpacked.files} files, ${(unpacked.bytes / 1024).toFixed(0)} KB`);
          const { version: given } = await folderContent(staging);
          if (given !== version) throw new UploadError(400, `the build's files give the version ${given}, not ${version}: a version is named by its content`);
          const provenance = query.builtAt ? { builtAt: query.builtAt, sourceCommit: query.sourceCommit ?? null } : null;
          const actor = query.actor ?? 'admin';
          const published = await releases.publish(name, { dir: staging, version, provenance }, { notes: query.notes, actor }, progress);
          const step = { reason: query.reason ?? 'release', actor, force: query.force === true };
          if (query.canary) return { ...published, canary: await releases.startCanary(name, version, { ...step, percent: query.canary }, progress).then(activated) };
          if (query.activate) return { ...published, activated: await releases.activate(name, version, step, progress).then(activated) };
          return published;
        } finally {
          // Before the answer: what an upload brought is gone by the time its sender hears back.
          await rm(staging, { recursive: true, force: true });
        }
      });
    },
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
