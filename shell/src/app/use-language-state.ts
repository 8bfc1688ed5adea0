import { useCallback, useEffect, useRef, useState } from 'react';
import { isDictionaryLoaded, loadDictionary, switchLanguagePath, useLocation, useNavigate, type AppRoute, type Language, type LanguageState } from '@casino/shared';
import { languageForPath, pathDecidesLanguage } from './language-rules';
import { readStoredLanguage, storeLanguage } from './language-storage';

/**
 * The page keeps showing the language it has until the dictionary of the one it should
 * show has arrived (one small download), so no untranslated keys ever flash up.
 */
function useLoadedLanguage(wanted: Language): Language {
  const [, setLoadedCount] = useState(0);
  const shown = useRef(wanted);
  if (isDictionaryLoaded(wanted)) shown.current = wanted;
  useEffect(() => {
    if (isDictionaryLoaded(wanted)) return;
    let current = true;
    loadDictionary(wanted).then(
      () => current && setLoadedCount((count) => count + 1),
      (error: unknown) => console.error(`The ${wanted} dictionary did not load`, error),
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return shown.current;
}

/**
 * The shell's language state. It starts from what the server rendered (so hydration
 * matches), then follows the stored choice on the home path and the path everywhere else.
 */
export function useLanguageState(initialStored: Language, routes: readonly AppRoute[]): LanguageState {
  const location = useLocation();
  const navigate = useNavigate();
  const [stored, setStored] = useState<Language>(initialStored);
  const wanted = languageForPath(location.pathname, stored);
  const language = useLoadedLanguage(wanted);

  useEffect(() => {
    if (pathDecidesLanguage(location.pathname)) {
      storeLanguage(wanted);
      setStored(wanted);
    } else {
      const fromStorage = readStoredLanguage();
      if (fromStorage) setStored(fromStorage);
      else storeLanguage(wanted);
    }
  }, [location.pathname, wanted]);

  const switchLanguage = useCallback(
    (target: Language) => {
      const next = switchLanguagePath(location, target, routes);
      const apply = () => {
        storeLanguage(target);
        setStored(target);
        if (next !== `${location.pathname}${location.search}${location.hash}`) navigate(next);
      };
      // Switch once the dictionary is there; if it cannot be fetched, switch anyway and let
      // the page show the missing keys rather than ignore the visitor's click.
      void loadDictionary(target).then(apply, apply);
    },
    [location, navigate, routes],
  );

  return { language, switchLanguage };
}
