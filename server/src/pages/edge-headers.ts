import { appKey, CATALOGUE_KEY, COHORT_HEADER, LANGUAGE_HEADER, versionKey } from '../releases';
import { dependsOnStoredLanguage } from './page-cache/page-key';
import type { MadeOf } from './page-cache/rendered-page';

/** How long shared caches (a CDN, Varnish) may keep pages; see docs/operations.md. */
export interface EdgeCaching {
  /** 0: shared caches keep no page (`no-cache`), as without a purge they would serve old pages. */
  maxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
  staleIfErrorSeconds: number;
  /** The header naming a page's surrogate keys (Fastly: Surrogate-Key, Cloudflare: Cache-Tag, Varnish xkey: xkey). */
  surrogateKeyHeader: string;
}

/** What a page varies on besides its URL: never the raw Cookie header, which would give every visitor a copy of their own. */
export const pageVary = (pathname: string) => `Accept-Encoding, ${COHORT_HEADER}${dependsOnStoredLanguage(pathname) ? `, ${LANGUAGE_HEADER}` : ''}`;

/** The surrogate keys of a page: each app whose code drew it (and that app version), and the catalogue's when it shows catalogue data. */
export const surrogateKeysOf = (madeOf: MadeOf): string[] => [
  ...Object.entries(madeOf.apps).flatMap(([app, version]) => [appKey(app), versionKey(app, version)]),
  ...(madeOf.catalogue ? [CATALOGUE_KEY] : []),
];

/**
 * Who may keep a response: `shared` caches (and browsers), only the `browser` (which always
 * asks again), or nobody but this browser's memory (`preview`).
 */
export type Keepers = 'shared' | 'browser' | 'preview';

/**
 * A page's Cache-Control. A page for shared caches may be kept for `maxAgeSeconds` (they are
 * purged on every change that touches it) and served stale while it is fetched again or while
 * the servers fail; browsers always ask again (`max-age=0`). Anything else is not kept.
 *
 * A page showing an offer that starts or ends within that time (`secondsToOfferChange`) is kept
 * only until then, and not served stale past it while fetched again: a cache that missed the
 * purge at that moment still never shows an ended offer. Only an outage's stale-if-error may.
 */
export function pageCacheControl(status: number, keepers: Keepers, edge: EdgeCaching, secondsToOfferChange: number | null = null): string {
  if (keepers === 'preview') return 'private, no-store';
  if (keepers === 'browser' || status !== 200 || edge.maxAgeSeconds === 0) return 'no-cache';
  const changesSoon = secondsToOfferChange !== null && secondsToOfferChange < edge.maxAgeSeconds + edge.staleWhileRevalidateSeconds;
  if (changesSoon && secondsToOfferChange < 1) return 'no-cache';
  const [maxAge, stale] = changesSoon ? [Math.min(edge.maxAgeSeconds, secondsToOfferChange), 0] : [edge.maxAgeSeconds, edge.staleWhileRevalidateSeconds];
  return `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${stale}, stale-if-error=${edge.staleIfErrorSeconds}`;
}
