import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Fastify's logger settings: its own and pino's. */
type LoggerSettings = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Query parameters whose value is a credential: newsletter links (`/newsletter/confirm?token=`,
 * `/api/newsletter/unsubscribe?token=`) and preview links (`/_preview?token=`) carry one, and
 * whoever reads a log must not be able to use it. `code` and `state` are what sign-in redirects
 * carry. The shell keeps the same parameters out of analytics (shell/src/consent/page-location.ts).
 */
const SECRET_PARAMETER = /^(?:code|state)$|token|secret|password/i;

/** A query parameter with a value, wherever it stands in a text: an address, or a message quoting one. */
const PARAMETER = /([?&;])([^=&;#?\s"'<>]+)=([^&;#\s"'<>]+)/g;

/** What a secret's value reads as in the log. */
export const REDACTED = '…';

function parameterName(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The text with every secret query parameter's value replaced, e.g. `/newsletter/confirm?token=…`. */
export function redactSecrets(text: string): string {
  return text.replace(PARAMETER, (whole, separator: string, name: string) => (SECRET_PARAMETER.test(parameterName(name)) ? `${separator}${name}=${REDACTED}` : whole));
}

/** Fastify's own request serializer, with the address's secrets redacted. */
function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecrets(request.url),
    version: request.headers?.['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * An error as pino writes one (type, message, stack, code), with the secrets its texts quote
 * redacted: a failed fetch or render names the address it failed on. The cause is kept the
 * same way, one level deep.
 */
function loggedError(error: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: redactSecrets(error.message),
    stack: redactSecrets(error.stack ?? ''),
    ...(code === undefined ? {} : { code }),
    ...(error.cause instanceof Error ? { cause: { type: error.cause.name, message: redactSecrets(error.cause.message) } } : {}),
  };
}

/**
 * The logger's options that keep secrets out of every line: the request's address in Fastify's
 * request logs, any error logged as `err`, and any text logged as the message or as a field of
 * the logged object (a page's `url` when an app failed on it, Fastify's own messages that quote
 * an address).
 */
export const redactingLogger: Pick<LoggerSettings, 'serializers' | 'hooks'> = {
  serializers: { req: loggedRequest, err: loggedError },
  hooks: {
    logMethod(args, method) {
      const redacted = args.map((arg: unknown) => {
        if (typeof arg === 'string') return redactSecrets(arg);
        // A plain object's own texts; anything else (an error, a request) goes to its serializer as it is.
        if (arg === null || typeof arg !== 'object' || Object.getPrototypeOf(arg) !== Object.prototype) return arg;
        const fields = Object.entries(arg as Record<string, unknown>);
        if (!fields.some(([, value]) => typeof value === 'string')) return arg;
        return Object.fromEntries(fields.map(([key, value]) => [key, typeof value === 'string' ? redactSecrets(value) : value]));
      });
      method.apply(this, redacted as Parameters<typeof method>);
    },
  },
};
