/**
 * The database cannot be reached right now (a dropped connection, a restart, a network cut).
 * It carries status 503, so the error handler answers "try again shortly" instead of 500,
 * and keeps the driver's error as its cause for the log only: nothing of it reaches a visitor.
 */
export class DatabaseUnavailableError extends Error {
  readonly statusCode = 503;

  constructor(reason: string, options?: { cause?: unknown }) {
    super(`The database is unavailable: ${reason}`, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * SQLSTATE classes that say the connection or the server is gone, not that the statement
 * was wrong: 08 connection exception, 57P admin shutdown / crash / cannot connect now,
 * 53 insufficient resources (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08|57P|53)/;

/** Node socket errors and the driver's own messages for a connection that broke or never came. */
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended|Client was closed/i;

export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODES.has(code))) return true;
  return UNAVAILABLE_MESSAGES.test(error.message);
}

/** A connection failure becomes a DatabaseUnavailableError; any other error (a bad statement) stays what it is. */
export function asUnavailable(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError || !isConnectionFailure(error)) return error;
  return new DatabaseUnavailableError((error as Error).message, { cause: error });
}
