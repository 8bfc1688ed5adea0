import { randomInt } from 'node:crypto';
import { cookieValue } from '@casino/shared';

/**
 * Which visitors get a canary. Each visitor who comes while a canary runs draws a group, a
 * whole number from 0 to 99, kept in a first-party cookie; an app's canary at p % is served
 * to the groups below p (shifted per app, so two canaries do not land on the same visitors).
 * The choice is sticky, so a visitor does not switch versions from page to page.
 *
 * The cookie holds nothing but that number, which about one visitor in a hundred shares: it
 * cannot tell visitors apart. It is set while a canary runs and keeps a visitor on one version
 * of the site's code, which the site needs to work consistently during a release; that use is
 * treated like the language and consent cookies, as needed for the service, and listed in the
 * privacy notice. It is set and read for experiments too, but only for a visitor who agreed on
 * the consent banner (server/src/experiments/).
 */
export const RELEASE_GROUP_COOKIE = 'release_group';
const GROUPS = 100;
const GROUP_VALUES = Array.from({ length: GROUPS }, (_, group) => String(group));
const GROUP_DAYS = 30;

export function groupFromCookies(cookies: string | undefined): number | null {
  const value = cookieValue(cookies, RELEASE_GROUP_COOKIE, GROUP_VALUES);
  return value === null ? null : Number(value);
}

export const drawGroup = () => randomInt(GROUPS);

export function groupCookie(group: number, secure: boolean) {
  return `${RELEASE_GROUP_COOKIE}=${group}; Path=/; Max-Age=${GROUP_DAYS * 24 * 60 * 60}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/** A stable shift per app, so the groups of two canaries at 10 % overlap no more than by chance. */
function shiftOf(app: string) {
  let hash = 0;
  for (const char of app) hash = (hash * 31 + char.charCodeAt(0)) % GROUPS;
  return hash;
}

export const servesCanary = (app: string, group: number, percent: number) => (group + shiftOf(app)) % GROUPS < percent;

/**
 * Search engines index the stable site only: a crawler never gets a canary (nor the cookie).
 * Matched loosely on purpose; a visitor taken for a crawler simply stays on the stable set.
 */
const CRAWLER = /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|archiver/i;
export const isCrawler = (userAgent: string | undefined) => !userAgent || CRAWLER.test(userAgent);
