import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { validationMessage } from './validation-message';

/**
 * The headers every response carries, Node's own replies too (see core/node-replies.ts); pages bring
 * their own CSP and may bring their own Referrer-Policy. HSTS is not among them: it is sent only
 * over HTTPS, which a request says (see setSecurityHeaders).
 */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
} as const;

/** What a page may set for itself (its CSP allows its inline code by hash); the others are always SECURITY_HEADERS'. */
const PAGE_MAY_SET = new Set(['Referrer-Policy', 'Content-Security-Policy']);

/** The headers every response carries; pages bring their own CSP first. */
function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!PAGE_MAY_SET.has(name) || !reply.hasHeader(name)) reply.header(name, value);
  }
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}

/**
 * For Fastify's frameworkErrors: an address the router cannot even decode (/%ff) is answered
 * before any hook runs, so it gets the site's error format and headers here.
 */
export function rejectBadUrl(_error: Error, request: FastifyRequest, reply: FastifyReply) {
  setSecurityHeaders(request, reply);
  void reply.code(400).send({ message: 'The address is not valid.' });
}

/**
 * Security headers on every response, and errors that are JSON { message } with the right
 * status and never a stack trace. HTML pages set their own CSP (inline code allowed by hash); everything
 * else gets a policy that allows nothing. Registered without encapsulation (fastify-plugin):
 * it applies to every route of the server.
 */
async function hardening(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply) => setSecurityHeaders(request, reply));

  // One-click unsubscribe and the release console post forms; other routes refuse them (see same-origin-writes.ts).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      // The database is away for a moment (it reconnects by itself): tell clients when to come back.
      if (status === 503) reply.header('Retry-After', '5');
      return reply.code(status).send({ message: 'Something went wrong on our side. Please try again later.' });
    }
    const message =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'The request body is too large.'
        : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'This content type is not accepted here.'
            : error.validation
              ? `Invalid request: ${validationMessage(request, error.validation, error.validationContext)}`
              : error.message;
    return reply.code(status).send({ message });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
}

export default fp(hardening, { name: 'hardening' });
