import type { DictionaryKey } from './de';
import type { Language } from './language';

/**
 * Each language's dictionary is a chunk of its own, so a page downloads only the one it
 * shows (about 4 KB gzip each). The server loads both before its first render; the browser
 * loads the page's language before hydrating and another one before switching to it.
 */
const loaders: Record<Language, () => Promise<Record<string, string>>> = {
  de: () => import(/* webpackChunkName: "dictionary-de" */ './de').then((module) => module.de),
  en: () => import(/* webpackChunkName: "dictionary-en" */ './en').then((module) => module.en),
};

const dictionaries: Partial<Record<Language, Record<string, string>>> = {};
const pending: Partial<Record<Language, Promise<void>>> = {};

export function loadDictionary(language: Language): Promise<void> {
  if (dictionaries[language]) return Promise.resolve();
  pending[language] ??= loaders[language]().then(
    (dictionary) => {
      dictionaries[language] = dictionary;
    },
    (error: unknown) => {
      // A failed download may be retried by the next caller.
      delete pending[language];
      throw error;
    },
  );
  return pending[language];
}

export const isDictionaryLoaded = (language: Language) => dictionaries[language] !== undefined;

export type TranslationValues = Record<string, string | number>;

/**
 * German and English have one singular form, for exactly one (CLDR's plural rule "one": the
 * integer 1, either sign), as Intl.PluralRules sees a number: rounded half away from zero to
 * three fraction digits, so 0.9995 counts as one and 1.0005 does not. Written out rather than
 * asked of Intl.PluralRules, whose first use costs a phone's browser milliseconds of locale data
 * while the page starts.
 */
export const isSingular = (count: number) => {
  const magnitude = Math.abs(count);
  return magnitude >= 0.9995 && magnitude < 1.0005;
};

/**
 * Looks a key up in the language's dictionary. A key that is missing shows its own name,
 * so a gap is visible on the page instead of an empty element. "{name}" placeholders are
 * filled from values. With a numeric `count`, a key may have a singular form of its own
 * ("comparison.count.one": "{count} Casino"), used when the language's plural rules say so.
 */
export function translate(language: Language, key: DictionaryKey | (string & {}), values?: TranslationValues): string {
  const dictionary = dictionaries[language];
  const count = values?.count;
  if (typeof count === 'number' && isSingular(count) && dictionary?.[`${key}.one`] !== undefined) key = `${key}.one`;
  if (dictionary && dictionary[key] === undefined) missingKeys?.add(key);
  const template = dictionary?.[key] ?? key;
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

let missingKeys: Set<string> | null = null;

/**
 * Runs a synchronous render and returns the dictionary keys it asked for that the loaded
 * dictionaries lack (an app built against a newer shared library than the one running).
 * Synchronous on purpose: nothing else can translate while it runs.
 */
export function collectMissingTranslations<T>(render: () => T): { result: T; missing: string[] } {
  const outer = missingKeys;
  const own = new Set<string>();
  missingKeys = own;
  try {
    return { result: render(), missing: [...own] };
  } finally {
    missingKeys = outer;
  }
}
