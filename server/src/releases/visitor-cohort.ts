import type { PlacementVariants } from '@casino/shared';
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

/**
 * Another capability's share of the cohort: something a visitor's release group decides besides
 * the versions (an experiment's variant of a placement, see experiments/). A visitor it `takes`
 * (from the cookies: it runs, and the visitor agreed) draws a group if it has none, as for a
 * canary; `assign` names what the group gets (a name for the cohort, which never changes meaning
 * either, and what the page shows).
 */
export interface CohortPart {
  takes(cookies: string | undefined): boolean;
  assign(group: number): { name: string; variants: PlacementVariants };
}

export interface VisitorSet {
  snapshot: VersionSnapshot | null;
  cohort: string;
  /** Set when a canary runs and the visitor had no group yet: the cookie with the group drawn now. */
  setCookie?: string;
  /** Whether every visitor with the same group cookie gets this cohort (a crawler with one does not). */
  sameForGroup: boolean;
  /** This server has heard of a release it has not loaded yet: nothing it answers now is for shared caches. */
  catchingUp: boolean;
  /** What the cohort parts give the visitor's pages (none for a crawler, or while no part is active). */
  variants: PlacementVariants;
}

const NO_VARIANTS: PlacementVariants = Object.freeze({});

/** The cohort of a version set: `stable`, or `canary:` and the app versions in which it differs from the active set. */
export function cohortOf(snapshot: VersionSnapshot | null, stable: VersionSnapshot | null): string {
  if (!snapshot || snapshot === stable) return STABLE_COHORT;
  const differing = snapshot.apps.filter((active) => !stable?.apps.some((other) => other.app === active.app && other.version === active.version));
  return differing.length ? `canary:${differing.map((active) => `${active.app}@${active.version}`).join('+')}` : STABLE_COHORT;
}

/**
 * The set for a visitor's cookies and user agent: the active one, or with the canaries of the
 * visitor's group, a group being drawn (and its cookie returned) when a canary runs or a cohort
 * part takes the visitor and the visitor has none; with what the active parts give the group, their
 * names added to the cohort's (`stable+xp7:b`). Crawlers always get the active set and no part's
 * variant, and no cookie: search engines see the site as it is.
 */
export function visitorSet(versions: ServedVersions, cookies: string | undefined, userAgent: string | undefined, secureCookies: boolean, parts: readonly CohortPart[] = []): VisitorSet {
  const stable = versions.current();
  const { catchingUp } = versions;
  const active = parts.filter((part) => part.takes(cookies));
  if (!versions.canaries.length && !active.length) return { snapshot: stable, cohort: STABLE_COHORT, sameForGroup: true, catchingUp, variants: NO_VARIANTS };
  const stored = groupFromCookies(cookies);
  if (isCrawler(userAgent)) return { snapshot: stable, cohort: STABLE_COHORT, sameForGroup: false, catchingUp, variants: NO_VARIANTS };
  const group = stored ?? drawGroup();
  const snapshot = versions.forGroup(group);
  const assigned = active.map((part) => part.assign(group));
  const setCookie = stored === null ? { setCookie: groupCookie(group, secureCookies) } : {};
  return {
    snapshot,
    cohort: [cohortOf(snapshot, stable), ...assigned.map((part) => part.name)].join('+'),
    sameForGroup: stored !== null,
    catchingUp,
    variants: assigned.length ? Object.assign({}, ...assigned.map((part) => part.variants)) : NO_VARIANTS,
    ...setCookie,
  };
}
