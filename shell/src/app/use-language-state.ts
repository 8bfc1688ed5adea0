import { useCallback, useEffect, useState } from 'react';
import { switchLanguagePath, useLocation, useNavigate, type AppRoute, type Language, type LanguageState } from '@casino/shared';
import { languageForPath, pathDecidesLanguage } from './language-rules';
import { readStoredLanguage, storeLanguage } from './language-storage';

/**
 * The shell's language state. It starts from what the server rendered (so hydration
 * matches), then follows the stored choice on the home path and the path everywhere else.
 */
export function useLanguageState(initialStored: Language, routes: readonly AppRoute[]): LanguageState {
  const location = useLocation();
  const navigate = useNavigate();
  const [stored, setStored] = useState<Language>(initialStored);
  const language = languageForPath(location.pathname, stored);

  useEffect(() => {
    if (pathDecidesLanguage(location.pathname)) {
      storeLanguage(language);
      setStored(language);
    } else {
      const fromStorage = readStoredLanguage();
      if (fromStorage) setStored(fromStorage);
      else storeLanguage(language);
    }
  }, [location.pathname, language]);

  const switchLanguage = useCallback(
    (target: Language) => {
      storeLanguage(target);
      setStored(target);
      const next = switchLanguagePath(location, target, routes);
      if (next !== `${location.pathname}${location.search}${location.hash}`) navigate(next);
    },
    [location, navigate, routes],
  );

  return { language, switchLanguage };
}
