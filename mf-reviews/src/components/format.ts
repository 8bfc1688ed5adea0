import type { Language } from '@casino/shared';

/** A date as people read it in the language; fixed to UTC so server and browser agree. */
export function formatDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** A rating with the language's decimal separator: 9,9 in German, 9.9 in English. */
export function formatRating(rating: number, language: Language): string {
  return rating.toLocaleString(language === 'de' ? 'de-DE' : 'en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** The monogram that stands in for a casino's logo: the first two letters or digits of its name. */
export const initials = (name: string) => name.replace(/[^A-Za-z0-9]/g, '').slice(0, 2).toUpperCase();
