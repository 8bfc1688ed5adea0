/**
 * The one request helper. Every call sends cookies; any non-2xx answer (401 included)
 * fails with "<status>: <body text>", or "<status>: <status text>" when the body is empty,
 * so a toast can show the server's own words.
 */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's Retry-After (429, 503), for a message that says how long to wait. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = (await response.text()).trim();
  const retryAfter = Number(response.headers?.get('Retry-After'));
  throw new RequestError(response.status, `${response.status}: ${body || response.statusText}`, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
}

export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
