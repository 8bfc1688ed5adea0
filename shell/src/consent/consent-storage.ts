import { CONSENT_COOKIE, consentFromCookies, firstPartyCookie, type ConsentChoice } from '@casino/shared';

/** The language stays the only key in local storage; the consent choice is a cookie. */
export const readConsent = (): ConsentChoice | null => consentFromCookies(document.cookie);

export function storeConsent(choice: ConsentChoice): void {
  document.cookie = firstPartyCookie(CONSENT_COOKIE, choice, 180);
}
