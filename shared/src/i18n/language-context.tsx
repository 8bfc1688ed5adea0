import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { DictionaryKey } from './de';
import { DEFAULT_LANGUAGE, type Language } from './language';
import { translate, type TranslationValues } from './translate';

export interface LanguageState {
  language: Language;
  /** Chooses a language the way the switcher does (spec §2): stores it and moves to the matching path. */
  switchLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageState>({ language: DEFAULT_LANGUAGE, switchLanguage: () => undefined });

export function LanguageProvider({ value, children }: { value: LanguageState; children: ReactNode }) {
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export const useLanguage = () => useContext(LanguageContext);

/** The translation function for the current language. */
export function useT() {
  const { language } = useLanguage();
  return useCallback(
    (key: DictionaryKey | (string & {}), values?: TranslationValues) => translate(language, key, values),
    [language],
  );
}

/** Picks the German or English variant of a data field pair (bonus / bonusDe and the like). */
export function pickByLanguage<T>(language: Language, english: T, german: T | null | undefined): T {
  return language === 'de' && german !== undefined && german !== null && german !== '' ? german : english;
}
