import type { FastifyBaseLogger } from 'fastify';
import type { VersionSnapshot } from './active-versions';
import { COHORTS_KEY, versionKey } from './edge-keys';
import type { ServedVersions } from './served-versions';
import type { CanaryApp } from './release-service';

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
  /** The purge is sent again this long after (0: not again), see EdgePurge. */
  repeatAfterMs: number;
}

/**
 * Tells every configured shared cache to drop the pages of some surrogate keys (see
 * edge-headers.ts), as one release step or import changed them. Only the server that took the
 * step purges, at once and before it answers; the others only refresh their own page caches.
 * A cache that fails to answer is logged and not retried: its pages age out by EDGE_MAX_AGE.
 *
 * The purge is sent once more `repeatAfterMs` later. The other servers switch when the release
 * notice reaches them, a moment after this one; a cache that fetched a page from one of them in
 * between would keep the old page. They answer for browsers alone while they know they are
 * behind (ServedVersions.catchingUp), and the second purge drops what one took before it knew.
 */
export class EdgePurge {
  private readonly repeats = new Set<NodeJS.Timeout>();

  constructor(
    private readonly settings: EdgePurgeSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  async purge(keys: readonly string[]): Promise<void> {
    if (!this.settings.urls.length || !keys.length) return;
    await this.send(keys);
    if (!this.settings.repeatAfterMs) return;
    const repeat = setTimeout(() => {
      this.repeats.delete(repeat);
      void this.send(keys);
    }, this.settings.repeatAfterMs);
    repeat.unref();
    this.repeats.add(repeat);
  }

  /** A closing server sends no more purges. */
  close(): void {
    for (const repeat of this.repeats) clearTimeout(repeat);
    this.repeats.clear();
  }

  private async send(keys: readonly string[]): Promise<void> {
    const { urls, method, header, token } = this.settings;
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

/** What visitors are served, as far as shared caches care: the app versions (active and canary) and who gets which. */
export interface ServedState {
  /** The surrogate key of every served app version. */
  versionKeys: ReadonlySet<string>;
  /** Changes with any version or canary share. */
  key: string;
}

export function servedStateOf(active: VersionSnapshot | null, canaries: readonly CanaryApp[]): ServedState {
  const activeKeys = (active?.apps ?? []).map((entry) => versionKey(entry.app, entry.version));
  const canaryKeys = canaries.map((canary) => `${versionKey(canary.active.app, canary.active.version)}:${canary.percent}`);
  return {
    versionKeys: new Set([...activeKeys, ...canaries.map((canary) => versionKey(canary.active.app, canary.active.version))]),
    key: [...activeKeys, ...canaryKeys].join(' '),
  };
}

/** What this server serves now. */
export const servedNow = (versions: Pick<ServedVersions, 'current' | 'canaries'>) => servedStateOf(versions.current(), versions.canaries);

/**
 * The surrogate keys a change of the served versions makes stale: the pages drawn by a version
 * no longer served (the one an activation or rollback replaced, an aborted canary), and every
 * cohort answer when anything changed (a canary started, moved or ended). The pages of the
 * versions still served stay cached: a guides release keeps every review page.
 */
export function keysChangedBetween(before: ServedState, after: ServedState): string[] {
  if (before.key === after.key) return [];
  return [...[...before.versionKeys].filter((key) => !after.versionKeys.has(key)), COHORTS_KEY];
}
