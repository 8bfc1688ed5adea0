import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { SecureContext } from 'node:tls';
import { AddressGuard } from './public-address';

/** What one request got: the status and the headers a redirect and a cookie need; the body is never read. */
export interface Answer {
  status: number;
  location: string | undefined;
  setCookie: string[];
}

export interface RequestOptions {
  userAgent: string;
  timeoutMs: number;
  /**
   * The certificate authorities https trusts, as one context made once: made from a list for
   * each request, Node's 140 authorities were parsed again every time (about 30 ms of CPU per
   * link). Node's own when left out.
   */
  trusted?: SecureContext;
  /** Cookie header for this host (see checkLink). */
  cookie?: string;
  signal?: AbortSignal;
  /** The addresses the request may connect to; those on the internet alone when left out. */
  guard?: AddressGuard;
}

/** A request that failed in a way a link can: the kind of failure, and a line for people. */
export class RequestFailure extends Error {
  constructor(
    readonly kind: 'tls-error' | 'timeout' | 'connection-error' | 'refused',
    message: string,
  ) {
    super(message);
  }
}

/** Certificate problems as an operator reads them; Node names them with OpenSSL's codes. */
const CERTIFICATE_PROBLEMS: Record<string, string> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: 'self-signed certificate',
  SELF_SIGNED_CERT_IN_CHAIN: 'self-signed certificate in the chain',
  CERT_HAS_EXPIRED: 'expired certificate',
  CERT_NOT_YET_VALID: 'certificate not valid yet',
  CERT_REVOKED: 'revoked certificate',
  ERR_TLS_CERT_ALTNAME_INVALID: 'certificate for another host',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'certificate from an authority that is not trusted',
  UNABLE_TO_GET_ISSUER_CERT: 'certificate from an authority that is not trusted',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'certificate from an authority that is not trusted',
  CERT_SIGNATURE_FAILURE: 'certificate with a bad signature',
};

const CONNECTION_PROBLEMS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection closed before an answer',
  ENOTFOUND: 'host not found (DNS)',
  EAI_AGAIN: 'host name could not be looked up (DNS)',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
};

/** A request's error as the failure it is for the link; an abort (the server stopping) stays as it is. */
function failureOf(error: NodeJS.ErrnoException): Error {
  if (error instanceof RequestFailure || error.name === 'AbortError') return error;
  const code = error.code ?? '';
  const certificate = CERTIFICATE_PROBLEMS[code];
  if (certificate) return new RequestFailure('tls-error', certificate);
  // Any other failure of the TLS handshake is one too, never a connection that merely failed.
  if (/CERT|SSL|TLS/.test(code) || /SSL routines|certificate/i.test(error.message)) return new RequestFailure('tls-error', `TLS failed: ${error.message}`);
  if (code.startsWith('HPE_')) return new RequestFailure('connection-error', `not an HTTP answer (${error.message})`);
  return new RequestFailure('connection-error', CONNECTION_PROBLEMS[code] ?? error.message);
}

const ON_THE_INTERNET = new AddressGuard();

/**
 * Node's lookup for a request that may connect only to what `guard` allows: the name is
 * resolved here, every address it has is checked, and the connection goes to those checked
 * addresses. Checked before and looked up again at the connection, a name could answer a public
 * address to the one and this machine's to the other. A name with any refused address is
 * refused: no partner's name points into a private network.
 */
function checkedLookup(guard: AddressGuard): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family, hints: options.hints, verbatim: true }, (error, found) => {
      const answer = callback as (error: Error | null, address: string | dns.LookupAddress[], family?: number) => void;
      if (error) return answer(error, '');
      for (const { address } of found) {
        const what = guard.refusal(address);
        if (what) return answer(new RequestFailure('refused', `refused: ${hostname} is the address ${address}, ${what}`), '');
      }
      if (!found.length) return answer(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '');
      if (options.all) return answer(null, found);
      answer(null, found[0]!.address, found[0]!.family);
    });
  };
}

/**
 * One GET of `url`, with the answer's status and headers once they arrive; the connection is
 * then closed, so a large (or endless) body is never downloaded. Some partners answer HEAD
 * wrongly, so it is a GET as a browser's. The time limit covers the name's lookup, the
 * connection, the TLS handshake and the headers. An address that is not on the internet (see
 * AddressGuard) is refused before any connection is made. Fails with a RequestFailure, or an AbortError when `signal` ends it.
 */
export function requestHeaders(url: URL, options: RequestOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const guard = options.guard ?? ON_THE_INTERNET;
    // An address in the URL is connected to without a lookup: it is checked here.
    const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const what = isIP(literal) ? guard.refusal(literal) : null;
    if (what) return reject(new RequestFailure('refused', `refused: the address ${literal} is ${what}`));
    const headers: Record<string, string> = { 'user-agent': options.userAgent, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    if (options.cookie) headers.cookie = options.cookie;
    // A fresh connection per request (no agent): nothing stays open after the check.
    const settings = { headers, agent: false as const, signal: options.signal, lookup: checkedLookup(guard) };
    const request =
      url.protocol === 'https:'
        ? https.get(url, { ...settings, ...(options.trusted ? { secureContext: options.trusted } : {}) }, answered)
        : http.get(url, settings, answered);
    const timer = setTimeout(() => request.destroy(new RequestFailure('timeout', `no answer within ${options.timeoutMs} ms`)), options.timeoutMs);
    function answered(response: http.IncomingMessage) {
      clearTimeout(timer);
      const setCookie = response.headers['set-cookie'] ?? [];
      resolve({ status: response.statusCode ?? 0, location: response.headers.location, setCookie });
      response.on('error', () => {});
      request.destroy();
    }
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(failureOf(error));
    });
  });
}
