import type { MadeOf } from '../page-cache/rendered-page';

/** How long shared caches (a CDN, Varnish) may keep pages; see docs/operations.md. */
export interface EdgeCaching {
  /** 0: shared caches keep no page (`no-cache`), as without a purge they would serve old pages. */
  maxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
  staleIfErrorSeconds: number;
  /** The header naming a page's surrogate keys (Fastly: Surrogate-Key, Cloudflare: Cache-Tag, Varnish xkey: xkey). */
  surrogateKeyHeader: string;
}

/** The surrogate key of everything an app drew: what a release of it purges. */
export const appKey = (app: string) => `app-${app}`;

/** The surrogate key of every page that shows catalogue data: what an import purges. */
export const CATALOGUE_KEY = 'catalogue';

/** The surrogate keys of a page: each app whose code drew it, and the catalogue's when it shows catalogue data. */
export const surrogateKeysOf = (madeOf: MadeOf): string[] => [...Object.keys(madeOf.apps).map(appKey), ...(madeOf.catalogue ? [CATALOGUE_KEY] : [])];

/**
 * A page's Cache-Control. A complete page may be kept by shared caches for `maxAgeSeconds`
 * (they are purged on every change that touches it) and served stale while it is fetched again
 * or while the servers fail; browsers always ask again (`max-age=0`). Anything else, and a
 * preview's page, is not kept.
 */
export function pageCacheControl(status: number, preview: boolean, edge: EdgeCaching): string {
  if (preview) return 'private, no-store';
  if (status !== 200 || edge.maxAgeSeconds === 0) return 'no-cache';
  return `public, max-age=0, s-maxage=${edge.maxAgeSeconds}, stale-while-revalidate=${edge.staleWhileRevalidateSeconds}, stale-if-error=${edge.staleIfErrorSeconds}`;
}
