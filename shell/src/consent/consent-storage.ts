import { CONSENT_COOKIE, consentFromCookies, type ConsentChoice } from '@casino/shared';

/** The language stays the only key in local storage; the consent choice is a cookie. */
export const readConsent = (): ConsentChoice | null => consentFromCookies(document.cookie);

export function storeConsent(choice: ConsentChoice): void {
  document.cookie = `${CONSENT_COOKIE}=${choice}; path=/; max-age=${60 * 60 * 24 * 180}; samesite=lax`;
}
