import { SERVICE_NAME } from '../service-name';

/** How long a server has to say who it is. */
const IDENTIFY_TIMEOUT_MS = 10_000;

/** Who answers at an address: nobody, this site's server, or something else. */
export type Listener = 'none' | 'this-site' | 'other';

/**
 * Asks `<base>/health`, without any credential, who answers there. Every command that sends a
 * credential asks first (see core/service-name.ts): another program on the port (a second project's
 * development server, a proxy, anything started with the same PORT) must never receive it.
 */
export async function listenerAt(base: string): Promise<Listener> {
  let response: Response;
  try {
    response = await fetch(`${base}/health`, { signal: AbortSignal.timeout(IDENTIFY_TIMEOUT_MS), redirect: 'manual' });
  } catch (error) {
    // Anything but a refused connection (no answer in time, a connection cut, an answer that is no HTTP) is a listener not known to be ours.
    return nothingListens(error) ? 'none' : 'other';
  }
  // A degraded server answers 503, and is still this site's.
  const body = (await response.json().catch(() => null)) as { service?: unknown } | null;
  return body?.service === SERVICE_NAME ? 'this-site' : 'other';
}

/** The connection was refused, or never tried: fetch connects to no port browsers block (such as 1), nor to a host no one knows. */
function nothingListens(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  return cause?.code === 'ECONNREFUSED' || cause?.code === 'ENOTFOUND' || cause?.message === 'bad port';
}

/**
 * How the operator named the server: this machine's port (PORT), or an address (--server).
 * `serverOption` says whether the command takes --server, so the line offers only what works.
 */
export type ServerNamed = { port: number; serverOption: boolean } | { server: string };

/** The one line a command prints when `listener` is not this site's server: where it asked, and what to set. */
export function notThisSite(base: string, listener: Exclude<Listener, 'this-site'>, named: ServerNamed): string {
  if (!('port' in named)) {
    const what = listener === 'none' ? `no server answers at ${base}` : `what answers at ${base} is not this site's server (its /health does not say so)`;
    return `${what}: nothing was sent; check the address given with --server`;
  }
  const where = `${base} (PORT=${named.port})`;
  const remedy = `set PORT to the port this site's server listens on${named.serverOption ? ', or pass --server <url>' : ''}`;
  if (listener === 'none') return `no server answers at ${where}: nothing was sent; start this site's server with npm start, or ${remedy}`;
  return `what answers at ${where} is not this site's server (its /health does not say so): nothing was sent; ${remedy}`;
}
