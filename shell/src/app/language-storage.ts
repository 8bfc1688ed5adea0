import { LANGUAGE_STORAGE_KEY, firstPartyCookie, normalizeLanguage, type Language } from '@casino/shared';

/** The stored choice: 'en', 'de' or nothing yet. */
export function readStoredLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return value === null ? null : normalizeLanguage(value);
  } catch {
    return null; // storage disabled: the path and the default decide
  }
}

/**
 * Stores the language under the spec's one key. The same value goes into a first-party
 * cookie so the server can render the home path in the stored language without a flash;
 * it holds nothing personal and is needed for the service, so it needs no consent.
 */
export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
  document.cookie = firstPartyCookie(LANGUAGE_STORAGE_KEY, language, 365);
}
