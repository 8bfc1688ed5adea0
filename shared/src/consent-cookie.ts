import { cookieValue } from './cookies';

export type ConsentChoice = 'granted' | 'denied';

/**
 * The visitor's analytics choice, kept in a first-party cookie (strictly necessary to remember
 * the choice, so it needs no consent itself). The shell writes and reads it. The page's markup
 * never depends on it (the banner is hidden before the first paint when a choice was made, see
 * the server's html-document.ts); the server reads it only to know whether the visitor takes
 * part in experiments, which names the visitor's cohort (server/src/experiments/).
 */
export const CONSENT_COOKIE = 'analytics_consent';

/** The choice in a Cookie header or `document.cookie`, or null when none was made. */
export const consentFromCookies = (cookies: string | undefined): ConsentChoice | null => cookieValue(cookies, CONSENT_COOKIE, ['granted', 'denied']);
