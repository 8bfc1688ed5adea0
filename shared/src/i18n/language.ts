import { cookieValue } from '../cookies';

export type Language = 'de' | 'en';

export const LANGUAGES: readonly Language[] = ['de', 'en'];
export const DEFAULT_LANGUAGE: Language = 'de';
/** The one key the site keeps in the browser's local store (spec §7). */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Absent means the default (de); any value other than 'de' means English (spec §4). */
export function normalizeLanguage(value: unknown): Language {
  if (value === undefined || value === null || value === '') return DEFAULT_LANGUAGE;
  return value === 'de' ? 'de' : 'en';
}

/**
 * The stored language as the shell mirrors it into a cookie (same name as the storage key),
 * so the server can render the home path in it.
 */
export const languageFromCookies = (cookies: string | undefined): Language | null => cookieValue(cookies, LANGUAGE_STORAGE_KEY, LANGUAGES);

/** Open Graph locale per language. */
export const localeOf = (language: Language) => (language === 'de' ? 'de_DE' : 'en_US');
