import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DatabaseUnavailableError } from '../db/database-unavailable';
import { InvalidInputError, type ActionFile, type ActionServices, type ReleaseAction } from './step';
import type { StepRunner } from './step-runner';
import { fieldsIn, requestSchemas, unknownFieldsOf } from './requests';
import { NotAllowedError, ReleaseError, StepInputError } from './step-error';
import type { Caller } from './caller';
import { refusalFor } from './scope';

export interface ActionRoutesOptions {
  /** The steps to offer: the server's step table (every feature's steps, features.ts); tests add their own. */
  actions: readonly ReleaseAction[];
  /** What the steps work with (see ActionServices). */
  services: ActionServices;
  /** Runs a step as every way in runs it (see stepRunner). */
  run: StepRunner;
}

/**
 * A refused or impossible release is the caller's problem (409), with every reason listed (403
 * for a credential wider than the caller's own); an
 * upload or a catalogue refused for what it holds is a bad request (400), or too large (413); a
 * database out of reach is 503, in one line the release commands print as it is.
 */
async function answer(reply: FastifyReply, withProgress: boolean, work: (progress: (line: string) => void) => Promise<object>, sendFile?: (result: object) => FastifyReply) {
  const lines: string[] = [];
  const progress = withProgress ? { progress: lines } : {};
  try {
    const result = await work((line) => lines.push(line));
    // A file is sent here rather than returned by `work`: a reply is a thenable, which an async
    // function's result is resolved into (undefined once sent), and Fastify would then send the
    // answer a second time, with a warning in the log.
    return sendFile ? sendFile(result) : { ...result, ...progress };
  } catch (error) {
    if (error instanceof StepInputError) return reply.code(error.status).send({ message: error.message, ...progress });
    if (error instanceof InvalidInputError) return reply.code(400).send({ message: error.message, errors: error.errors, ...progress });
    if (error instanceof DatabaseUnavailableError) {
      // A step is one transaction: what did not commit changed nothing, and running it again is safe.
      return reply.code(503).send({ message: 'the database cannot be reached: the step did not complete; run it again once the database is back', ...progress });
    }
    if (!(error instanceof ReleaseError)) throw error;
    return reply.code(error instanceof NotAllowedError ? 403 : 409).send({ message: error.message, reasons: error.reasons, refused: error.refused, ...progress });
  }
}

/** Answers with the file a step makes of its result (see HttpPart.file): the admin API's and the console's downloads. */
export function sendActionFile(reply: FastifyReply, file: ActionFile, input: Record<string, unknown>, result: object): FastifyReply {
  return reply
    .type(file.type)
    .header('Content-Disposition', `attachment; filename="${file.name(input)}"`)
    .header('Cache-Control', 'no-store')
    .send(file.body(result));
}

const isStream = (body: unknown): body is Readable => typeof (body as Readable | undefined)?.pipe === 'function';

/**
 * Endpoints for operators' command-line tools, one per step of the table (see features.ts):
 * its method and path, its input checked against its schema, and its work. The embedded
 * database belongs to the running server, so the CLIs work through it. Every call needs the
 * admin token.
 */
export async function adminRoutes(app: FastifyInstance, { actions, services, run }: ActionRoutesOptions) {
  const callers = new WeakMap<object, Caller>();
  app.addHook('onRequest', async (request, reply) => {
    const given = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
    const checked = await app.authenticator.check(given, request.client);
    if ('caller' in checked) {
      callers.set(request, checked.caller);
      return;
    }
    request.log.warn({ status: checked.status }, 'an admin request with a missing or wrong credential');
    if (checked.retryAfterSeconds) reply.header('Retry-After', String(checked.retryAfterSeconds));
    return reply.code(checked.status).send({ message: checked.message });
  });

  // A build arrives as a gzip-compressed tar archive, read as a stream (see unpackBuild for its limits).
  if (actions.some((action) => action.http.body === 'gzip')) {
    app.addContentTypeParser(['application/gzip', 'application/x-gzip'], (_request, payload, done) => done(null, payload));
  }

  for (const action of actions) {
    const where = fieldsIn(action.http);
    app.route({
      method: action.http.method,
      url: action.http.path,
      bodyLimit: action.http.bodyLimit,
      schema: requestSchemas(action),
      // A POST without a body is an empty one (`curl -X POST .../verify`): its fields decide whether that will do.
      preValidation: async (request, reply) => {
        if (where === 'body' && request.body == null) request.body = {};
        // A field the step does not take is refused by name, before the schema would drop it unseen.
        const unknown = unknownFieldsOf(action, { query: request.query, body: request.body });
        if (unknown) return reply.code(400).send({ message: unknown });
      },
      handler: async (request, reply) => {
        const stream = action.http.body === 'gzip' ? request.body : null;
        if (action.http.body === 'gzip' && !isStream(stream)) {
          return reply.code(415).send({ message: 'Send the build as a gzip-compressed tar archive (Content-Type: application/gzip)' });
        }
        const fields = ((where === 'query' ? request.query : request.body) ?? {}) as Record<string, unknown>;
        // Who acts is the credential's name, never a field of the request. The path's parameters
        // come last: the app a step acts on is its path's (see scope.ts).
        const input = where === 'document' ? fields : { ...fields, ...(request.params as Record<string, string>) };
        delete input.actor;
        const caller = callers.get(request)!;
        const refused = refusalFor(caller, action, input);
        if (refused) return reply.code(403).send({ message: refused });
        if (caller.breakGlass) request.log.warn({ action: action.name }, 'the break-glass admin token was used');
        const { file } = action.http;
        return answer(
          reply,
          action.http.progress !== false && !file,
          (progress) => run(action, { services, input, actor: caller.name, caller, progress, stream: isStream(stream) ? stream : null }),
          file && ((result) => sendActionFile(reply, file, input, result)),
        );
      },
    });
  }
}
