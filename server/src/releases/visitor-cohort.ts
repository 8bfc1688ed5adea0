import type { VersionSnapshot } from './active-versions';
import { drawGroup, groupCookie, groupFromCookies, isCrawler } from './canary-choice';
import type { ServedVersions } from './served-versions';

/**
 * Which version set a visitor outside a preview is served, and its name for shared caches.
 *
 * A shared cache (Varnish, a CDN) must keep canary visitors' pages apart from everyone else's
 * without varying on the raw Cookie header, which would give every visitor a copy of their own.
 * So a visitor's set gets a short name, the cohort: `stable` for the active set, otherwise the
 * canary versions it includes (`canary:guides@0123456789ab`). The cache asks for it once per
 * canary group (GET /api/cohort, see edge-cohort.ts), sends it with the page request in the
 * X-Site-Cohort header and keeps one copy of a page per cohort. A cohort named by its versions
 * never changes meaning: a new canary is a new cohort, and no cached page can outlive it wrongly.
 */
export const STABLE_COHORT = 'stable';

export interface VisitorSet {
  snapshot: VersionSnapshot | null;
  cohort: string;
  /** Set when a canary runs and the visitor had no group yet: the cookie with the group drawn now. */
  setCookie?: string;
  /** Whether every visitor with the same group cookie gets this cohort (a crawler with one does not). */
  sameForGroup: boolean;
  /** This server has heard of a release it has not loaded yet: nothing it answers now is for shared caches. */
  catchingUp: boolean;
}

/** The cohort of a version set: `stable`, or `canary:` and the app versions in which it differs from the active set. */
export function cohortOf(snapshot: VersionSnapshot | null, stable: VersionSnapshot | null): string {
  if (!snapshot || snapshot === stable) return STABLE_COHORT;
  const differing = snapshot.apps.filter((active) => !stable?.apps.some((other) => other.app === active.app && other.version === active.version));
  return differing.length ? `canary:${differing.map((active) => `${active.app}@${active.version}`).join('+')}` : STABLE_COHORT;
}

/**
 * The set for a visitor's cookies and user agent: the active one, or with the canaries of the
 * visitor's group, a group being drawn (and its cookie returned) when a canary runs and the
 * visitor has none. Crawlers always get the active set, and no cookie.
 */
export function visitorSet(versions: ServedVersions, cookies: string | undefined, userAgent: string | undefined, secureCookies: boolean): VisitorSet {
  const stable = versions.current();
  const { catchingUp } = versions;
  if (!versions.canaries.length) return { snapshot: stable, cohort: STABLE_COHORT, sameForGroup: true, catchingUp };
  const stored = groupFromCookies(cookies);
  if (isCrawler(userAgent)) return { snapshot: stable, cohort: STABLE_COHORT, sameForGroup: false, catchingUp };
  const group = stored ?? drawGroup();
  const snapshot = versions.forGroup(group);
  const setCookie = stored === null ? { setCookie: groupCookie(group, secureCookies) } : {};
  return { snapshot, cohort: cohortOf(snapshot, stable), sameForGroup: stored !== null, catchingUp, ...setCookie };
}
