import http, { type OutgoingHttpHeader, type OutgoingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SECURITY_HEADERS } from './plugins/hardening';

/**
 * Node answers some requests itself, before (or instead of) Fastify's routes and hooks: one it
 * cannot read (400), one whose headers or body did not arrive in time (408), headers too large
 * (431), an HTTP/1.1 request without Host (400), an `Expect` it does not know (417), and Fastify
 * answers a request that arrives while the server closes with 503. Those replies carry the
 * security headers of every other response here. HSTS is not among them: it depends on the
 * protocol a trusted proxy names, and a request Node could not read names none.
 */

/** A request Node could not read, by its error code: the status and, in the site's error format, why. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request did not arrive in time.' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, message: 'The request body is too large.' },
};
const NOT_HTTP = { status: 400, message: 'The request is not valid HTTP.' };

const headerLines = Object.entries(SECURITY_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/**
 * Fastify's clientErrorHandler (the http server's `clientError`): the reply to a request Node
 * could not read, written to the socket as Node's own would be, with the security headers, and
 * the socket closed. As Node does, nothing is written once a response on the socket has begun:
 * the client would read it as part of that one.
 */
export function replyToClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  // A client that went away (reset) leaves nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? NOT_HTTP;
  this.log.debug({ err: error, status }, 'a request Node could not read was refused');
  const inFlight = (socket as Socket & { _httpMessage?: http.ServerResponse | null })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ message });
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${headerLines}\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The header names `writeHead` was given, in lower case: an object's keys or a flat [name, value, ...] list's names. */
function namesGiven(args: unknown[]): Set<string> {
  const given = args.find((arg) => arg !== null && typeof arg === 'object') as OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;
  const names = Array.isArray(given) ? given.filter((_, index) => index % 2 === 0).map(String) : Object.keys(given ?? {});
  return new Set(names.map((name) => name.toLowerCase()));
}

/**
 * The http server's response (its `ServerResponse` option): a response whose headers lack a
 * security header gets it as the headers are written. Fastify's replies bring all of them (see
 * hardening.ts), so only the replies Node and Fastify write themselves get them here.
 */
export class ResponseWithSecurityHeaders<Request extends http.IncomingMessage = http.IncomingMessage> extends http.ServerResponse<Request> {
  override writeHead(statusCode: number, ...rest: unknown[]): this {
    if (!this.headersSent) {
      const given = namesGiven(rest);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        if (!given.has(name.toLowerCase()) && !this.hasHeader(name)) this.setHeader(name, value);
      }
    }
    return (super.writeHead as (code: number, ...more: unknown[]) => this)(statusCode, ...rest);
  }
}
