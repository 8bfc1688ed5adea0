import type { Language } from './language';

/**
 * Content whose facts do not depend on the language (figures, names, icons, link targets),
 * written once beside each language's text. The text refers to facts by their ids, and its
 * types make every language cover every id.
 */
export interface FactsAndText<Facts, Text> {
  facts: Facts;
  text: Record<Language, Text>;
}

/** The ids of a record of facts, in the order they are written (the order a page shows them). */
export const idsOf = <T extends object>(record: T) => Object.keys(record) as Array<keyof T & string>;
