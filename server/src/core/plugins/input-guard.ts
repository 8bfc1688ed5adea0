import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** NUL, and UTF-16 halves without their partner (JSON's "\ud800"), which no text column can hold. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const FORBIDDEN = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Bodies nest a few levels at most; deeper is refused rather than walked. */
const MAX_DEPTH = 20;

const refuse = (reply: FastifyReply, what: string) =>
  reply.code(400).send({ message: `The ${what} contains characters that are not allowed (NUL or invalid Unicode).` });

/** Whether the value holds a forbidden character in any string or key, or nests too deeply to check. */
function containsForbidden(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return FORBIDDEN.test(value);
  if (value === null || typeof value !== 'object') return false;
  if (depth > MAX_DEPTH) return true;
  for (const [key, item] of Object.entries(value)) if (FORBIDDEN.test(key) || containsForbidden(item, depth + 1)) return true;
  return false;
}

/** The URL as the routes will see it, decoded; null when its percent-escapes are not valid UTF-8. */
function decodedUrl(url: string): string | null {
  try {
    return decodeURIComponent(url.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * One gate for everything a visitor sends: a NUL byte or broken Unicode in the path, the
 * query or any field of a parsed body is answered 400 here, before any route, query or render sees it.
 * PostgreSQL refuses such text with an error, and an error from there must never be the
 * visitor's to cause. Paths get 400 too, not 404: no page can have such an address, and the
 * answer should say why.
 */
async function inputGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const url = decodedUrl(request.url);
    if (url === null) return reply.code(400).send({ message: 'The address is not valid: it has a malformed percent-escape.' });
    if (FORBIDDEN.test(url)) return refuse(reply, 'address');
  });
  app.addHook('preValidation', async (request, reply) => {
    // A binary upload (a build's archive) arrives as a stream; its route checks it (see upload.ts).
    if (typeof (request.body as { pipe?: unknown } | null)?.pipe === 'function') return;
    if (containsForbidden(request.body)) return refuse(reply, 'request body');
  });
}

export default fp(inputGuard, { name: 'input-guard' });
