import { RequestError, type DictionaryKey, type TranslationValues } from '@casino/shared';

/**
 * What a visitor reads when a sign-up fails: a sentence in the page's language, never the
 * server's raw answer. Too many sign-ups say how many minutes to wait; a refused address asks
 * for a valid one; anything else (server or network trouble) asks to try again later.
 */
export function signUpFailureMessage(error: unknown, t: (key: DictionaryKey, values?: TranslationValues) => string): string {
  if (error instanceof RequestError && error.status === 429) {
    return t('newsletter.tooManySignUps', { minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 600) / 60)) });
  }
  if (error instanceof RequestError && error.status === 400) return t('newsletter.invalidAddress');
  return t('newsletter.tryLater');
}
