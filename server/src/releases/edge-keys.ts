/**
 * The names shared caches (a CDN, Varnish) and the servers agree on: the request headers a
 * cache sets before it looks a page up, and the surrogate keys pages carry and purges name.
 * The releases' changes are what purges them most (see edge-purge.ts); the pages carry them
 * (pages/edge-headers.ts).
 */

/**
 * The request headers a shared cache sets before it looks a page up, from the cookies it never
 * varies on itself (see deploy/varnish/default.vcl): the visitor's cohort (see visitor-cohort.ts)
 * and, for the home page, the language cookie's value (`none` without one).
 */
export const COHORT_HEADER = 'X-Site-Cohort';
export const LANGUAGE_HEADER = 'X-Site-Language';
export const NO_LANGUAGE = 'none';

/** The surrogate key of everything an app drew, in any version: for an operator's manual purge. */
export const appKey = (app: string) => `app-${app}`;

/** The surrogate key of what one version of an app drew: what a release that replaces that version purges. */
export const versionKey = (app: string, version: string) => `${app}@${version}`;

/** The surrogate key of every page that shows catalogue data: what an import purges. */
export const CATALOGUE_KEY = 'catalogue';

/** The surrogate key of the cohort answers (GET /api/cohort): every change of the served versions or canaries purges them. */
export const COHORTS_KEY = 'cohorts';
