export type ConsentChoice = 'granted' | 'denied';

/**
 * The visitor's analytics choice, kept in a first-party cookie (strictly necessary to remember
 * the choice, so it needs no consent itself). The language stays the only key in local storage.
 */
export const CONSENT_COOKIE = 'analytics_consent';

export function readConsent(): ConsentChoice | null {
  const match = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=(granted|denied)`).exec(document.cookie);
  return (match?.[1] as ConsentChoice | undefined) ?? null;
}

export function storeConsent(choice: ConsentChoice): void {
  document.cookie = `${CONSENT_COOKIE}=${choice}; path=/; max-age=${60 * 60 * 24 * 180}; samesite=lax`;
}
