import { HOME_PATH, isEnglishPath, type Language } from '@casino/shared';

/**
 * Spec §4: a path under /en forces English; on the home path the stored choice wins;
 * everywhere else the path decides (German) and that result is then stored.
 */
export function languageForPath(pathname: string, stored: Language | null): Language {
  if (isEnglishPath(pathname)) return 'en';
  if (pathname === HOME_PATH) return stored ?? 'de';
  return 'de';
}

/** Whether the path itself decides the language (and the result should be stored). */
export const pathDecidesLanguage = (pathname: string) => pathname !== HOME_PATH;
