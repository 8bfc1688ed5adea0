import { de, type DictionaryKey } from './de';
import { en } from './en';
import type { Language } from './language';

const dictionaries: Record<Language, Record<string, string>> = { de, en };

export type TranslationValues = Record<string, string | number>;

/**
 * Looks a key up in the language's dictionary. A key that is missing shows its own name,
 * so a gap is visible on the page instead of an empty element. "{name}" placeholders are
 * filled from values.
 */
export function translate(language: Language, key: DictionaryKey | (string & {}), values?: TranslationValues): string {
  const template = dictionaries[language][key] ?? key;
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
