import { DEFAULT_LANGUAGE, isEnglishPath, storedLanguageDecides, type Language } from '@casino/shared';

/**
 * Spec §4: a path under /en forces English; where the stored choice decides (the home path, by
 * the shared rule) it wins; everywhere else the path decides (German) and that result is then stored.
 */
export function languageForPath(pathname: string, stored: Language | null): Language {
  if (isEnglishPath(pathname)) return 'en';
  if (storedLanguageDecides(pathname)) return stored ?? DEFAULT_LANGUAGE;
  return 'de';
}

/** Whether the path itself decides the language (and the result should be stored). */
export const pathDecidesLanguage = (pathname: string) => !storedLanguageDecides(pathname);
