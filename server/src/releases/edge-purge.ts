import type { FastifyBaseLogger } from 'fastify';

/** How long one shared cache may take to answer a purge before it is given up (and logged). */
const PURGE_TIMEOUT_MS = 2000;

export interface EdgePurgeSettings {
  /** The shared caches' purge endpoints (EDGE_PURGE_URLS); none: nothing is purged. */
  urls: readonly string[];
  /** The request method (Varnish: PURGE; a CDN's API: POST). */
  method: string;
  /** The request header that names the surrogate keys, space-separated (Varnish xkey: xkey-purge). */
  header: string;
  /** Sent as `Authorization: Bearer …` when set (a CDN's API token). */
  token?: string;
}

/**
 * Tells every configured shared cache to drop the pages of some surrogate keys (see
 * edge-headers.ts), as one release step or import changed them. Only the server that took the
 * step purges, at once and before it answers; the others only refresh their own page caches.
 * A cache that fails to answer is logged and not retried: its pages age out by EDGE_MAX_AGE.
 */
export class EdgePurge {
  constructor(
    private readonly settings: EdgePurgeSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  async purge(keys: readonly string[]): Promise<void> {
    const { urls, method, header, token } = this.settings;
    if (!urls.length || !keys.length) return;
    const headers = { [header]: keys.join(' '), ...(token ? { authorization: `Bearer ${token}` } : {}) };
    await Promise.all(
      urls.map(async (url) => {
        const answer = await fetch(url, { method, headers, signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) }).catch((error: unknown) => error as Error);
        if (answer instanceof Error || !answer.ok) {
          this.log.warn({ cache: new URL(url).host, keys, status: answer instanceof Error ? answer.message : answer.status }, 'a shared cache did not take the purge');
        }
      }),
    );
  }
}
