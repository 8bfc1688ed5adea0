import { cookieValue } from './cookies';

export type ConsentChoice = 'granted' | 'denied';

/**
 * The visitor's analytics choice, kept in a first-party cookie (strictly necessary to remember
 * the choice, so it needs no consent itself). The shell writes it; the server reads it to
 * render the consent banner into pages for visitors who have not chosen yet.
 */
export const CONSENT_COOKIE = 'analytics_consent';

/** The choice in a Cookie header or `document.cookie`, or null when none was made. */
export const consentFromCookies = (cookies: string | undefined): ConsentChoice | null => cookieValue(cookies, CONSENT_COOKIE, ['granted', 'denied']);
