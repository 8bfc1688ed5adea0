import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, languageFromCookies, type Language } from '@casino/shared';

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The site's language an Accept-Language header prefers (`en-GB,en;q=0.9,de;q=0.8`), or null. */
function preferred(header: string | undefined): Language | null {
  if (!header) return null;
  const asked = header
    .split(',')
    .slice(0, 30)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const weight = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((q) => q !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0], weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((entry) => entry.weight > 0 && isLanguage(entry.language))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (asked[0]?.language as Language | undefined) ?? null;
}

/**
 * The language of an API answer a visitor may read: the one the request states (a sign-up's
 * `language`), else the one the site keeps for the visitor (its language cookie), else the
 * browser's Accept-Language, else the site's default.
 */
export function visitorLanguage(request: FastifyRequest, stated?: unknown): Language {
  if (isLanguage(stated)) return stated;
  return languageFromCookies(request.headers.cookie) ?? preferred(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}
