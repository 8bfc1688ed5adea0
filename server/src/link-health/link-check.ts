import { requestHeaders, RequestFailure, type RequestOptions } from './link-request';

/**
 * How a link's check ended: `ok` is a 2xx answer at the end of its redirects; `refused`, a link
 * (or one of its redirects) to an address that is not on the internet, which is never asked.
 */
export type Outcome = 'ok' | 'http-error' | 'tls-error' | 'timeout' | 'connection-error' | 'too-many-redirects' | 'bad-redirect' | 'refused';

/** One answer on the way from the stored URL to the last one. */
export interface Hop {
  url: string;
  status: number;
}

export interface LinkResult {
  outcome: Outcome;
  /** The status of the last answer, when there was one that was not a redirect. */
  finalStatus: number | null;
  finalUrl: string | null;
  /** The final URL's host (with its port when not the usual one). */
  finalHost: string | null;
  chain: Hop[];
  /** The stored URL's query parameters missing from the final URL, or there with another value. */
  droppedParameters: string[];
  /** What went wrong, in a line; null when nothing did. */
  detail: string | null;
  broken: boolean;
}

/** Redirects followed at most; one more is a result of its own (a loop, as a browser gives up). */
export const MAX_REDIRECTS = 10;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export interface CheckOptions extends Omit<RequestOptions, 'cookie'> {
  /** Waits for the host's turn before each request (see HostSpacing). */
  turn: (host: string) => Promise<void>;
}

/**
 * The tracking parameters a partner no longer gets: each query parameter of the stored URL must
 * reach the final URL with every value it had.
 */
export function droppedParameters(stored: URL, final: URL): string[] {
  const names = [...new Set(stored.searchParams.keys())];
  return names.filter((name) => {
    const arrived = final.searchParams.getAll(name);
    return stored.searchParams.getAll(name).some((value) => !arrived.includes(value));
  });
}

const result = (outcome: Outcome, chain: Hop[], detail: string, final?: { status: number; url: URL; dropped: string[] }): LinkResult => ({
  outcome,
  finalStatus: final?.status ?? null,
  finalUrl: final?.url.href ?? null,
  finalHost: final?.url.host ?? null,
  chain,
  droppedParameters: final?.dropped ?? [],
  detail: outcome === 'ok' && !final?.dropped.length ? null : detail,
  broken: outcome !== 'ok' || Boolean(final?.dropped.length),
});

const dropLine = (dropped: string[]) => `tracking parameter${dropped.length > 1 ? 's' : ''} ${dropped.map((name) => `\`${name}\``).join(', ')} dropped`;

/**
 * Follows `stored` as a visitor's browser would (GET, cookies the partner sets kept for its
 * host, at most MAX_REDIRECTS redirects) and says how it ended. Redirects are followed one at a
 * time, so each hop's address is checked before it is asked. Every failure is a result, never
 * an exception, except an abort (the server stopping), which ends the check.
 */
export async function checkLink(stored: string, options: CheckOptions): Promise<LinkResult> {
  const chain: Hop[] = [];
  // Trackers often set a cookie and expect it back on the next hop; without it some loop.
  const cookies = new Map<string, Map<string, string>>();
  let url: URL;
  try {
    url = new URL(stored);
  } catch {
    return result('connection-error', chain, 'the stored affiliate URL is not an address');
  }
  for (;;) {
    await options.turn(url.hostname);
    let answer;
    try {
      answer = await requestHeaders(url, { ...options, cookie: cookieHeader(cookies.get(url.hostname)) });
    } catch (error) {
      if (!(error instanceof RequestFailure)) throw error;
      // A refusal names the host and its address already.
      return result(error.kind, chain, error.kind === 'refused' ? error.message : `${error.message} at ${url.host}`);
    }
    chain.push({ url: url.href, status: answer.status });
    keepCookies(cookies, url.hostname, answer.setCookie);
    if (!REDIRECTS.has(answer.status) || answer.location === undefined) {
      const dropped = droppedParameters(new URL(stored), url);
      const ok = answer.status >= 200 && answer.status < 300;
      const said = [ok ? null : `answers ${answer.status}`, dropped.length ? dropLine(dropped) : null].filter(Boolean).join('; ');
      return result(ok ? 'ok' : 'http-error', chain, said, { status: answer.status, url, dropped });
    }
    if (chain.length > MAX_REDIRECTS) return result('too-many-redirects', chain, `more than ${MAX_REDIRECTS} redirects`);
    let next: URL;
    try {
      next = new URL(answer.location, url);
    } catch {
      return result('bad-redirect', chain, `redirects to something that is not an address: ${JSON.stringify(answer.location.slice(0, 200))}`);
    }
    if (next.protocol !== 'https:' && next.protocol !== 'http:') return result('bad-redirect', chain, `redirects to a ${next.protocol} address, not to a web page`);
    url = next;
  }
}

function cookieHeader(jar: Map<string, string> | undefined): string | undefined {
  return jar?.size ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : undefined;
}

/** Keeps each cookie's name and value for the host that set it; its attributes are not needed for a few hops. */
function keepCookies(cookies: Map<string, Map<string, string>>, host: string, setCookie: string[]) {
  for (const line of setCookie) {
    const pair = line.split(';', 1)[0]!;
    const separator = pair.indexOf('=');
    if (separator < 1) continue;
    const jar = cookies.get(host) ?? new Map<string, string>();
    jar.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    cookies.set(host, jar);
  }
}
