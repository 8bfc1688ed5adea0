import { queryOptions } from '@tanstack/react-query';
import type { Casino } from './catalog-records';

/** The longest search the server takes, in characters: longer than any casino's name. */
export const MAX_SEARCH_LENGTH = 60;
/** The most casinos one search answers; suggestions while typing ask for fewer. */
export const MAX_SEARCH_RESULTS = 20;

/**
 * GET /api/casino-search?q={term}&limit={n}: the casinos whose names match the term best, best
 * first, typos forgiven ("leo vegs" finds LeoVegas, "drück glück" and "drueck glueck" DrückGlück),
 * as the same casinos the lists show. An empty term finds none; the server refuses a term longer
 * than MAX_SEARCH_LENGTH characters or a count outside 1 to MAX_SEARCH_RESULTS.
 */
export const casinoSearchPathname = '/api/casino-search';
export const casinoSearchPath = (term: string, limit = MAX_SEARCH_RESULTS) => `${casinoSearchPathname}?q=${encodeURIComponent(term)}&limit=${limit}`;
export const casinoSearchQuery = (term: string, limit?: number) => queryOptions<Casino[]>({ queryKey: [casinoSearchPath(term, limit)] });

/** Half of a surrogate pair without its other half: no character, and encodeURIComponent throws on it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A term as typed, as pages send it: without spaces around it, runs of spaces as one, at most
 * MAX_SEARCH_LENGTH characters (a character is a code point, so no emoji is cut in half), a
 * broken character as the replacement character. The same typing gives the same path, and so
 * the same cached answer.
 */
export function normalizeSearchTerm(raw: string): string {
  const text = raw.replace(LONE_SURROGATE, '\ufffd').trim().replace(/\s+/g, ' ');
  return Array.from(text).slice(0, MAX_SEARCH_LENGTH).join('').trimEnd();
}
