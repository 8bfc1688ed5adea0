import type { Language } from './language';

/**
 * How numbers, money, dates and language names are written on each language's pages: German
 * pages in German formats (9,6; 2.000 €; 23. November 2026), English pages in Irish English,
 * the English of the euro area (9.6; €2,000; 23 November 2026). Every page formats through
 * these, so server and browser write the same text and no German page shows an English format.
 */
const FORMAT_LOCALE: Record<Language, string> = { de: 'de-DE', en: 'en-IE' };

/**
 * One formatter per language and options, made on first use: building an Intl formatter
 * costs as much as a hundred calls of one, and a review page formats a few hundred values.
 */
function cachedFormatter<Options extends object, Formatter>(make: (locale: string, options: Options) => Formatter) {
  const made = new Map<string, Formatter>();
  return (language: Language, options: Options): Formatter => {
    const key = `${language}${JSON.stringify(options)}`;
    let formatter = made.get(key);
    if (!formatter) made.set(key, (formatter = make(FORMAT_LOCALE[language], options)));
    return formatter;
  };
}

const numberFormat = cachedFormatter((locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));
const dateFormat = cachedFormatter((locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));
const displayNames = cachedFormatter((locale, options: Intl.DisplayNamesOptions) => new Intl.DisplayNames([locale], options));

/** A plain number with the language's separators (1.234,5 / 1,234.5). */
export function formatNumber(value: number, language: Language, fractionDigits?: number): string {
  return numberFormat(language, fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
}

/** A rating as the catalogue stores it ("9.6") or as a number; an unreadable one counts as 0. */
export const parseRating = (rating: number | string) => {
  const value = typeof rating === 'number' ? rating : Number.parseFloat(rating);
  return Number.isFinite(value) ? value : 0;
};

/** A rating out of 10 with one decimal: 9,9 in German, 9.9 in English. */
export const formatRating = (rating: number | string, language: Language) => formatNumber(parseRating(rating), language, 1);

/** An amount in euros; cents only when there are any (0,50 €, 25.000 € / €0.50, €25,000). */
export function formatEuro(amount: number, language: Language): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  return numberFormat(language, { style: 'currency', currency: 'EUR', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(amount);
}

/** A calendar date (YYYY-MM-DD) as people read it; fixed to UTC so server and browser agree. */
export function formatDate(isoDate: string, language: Language): string {
  return dateFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A language's name in the page's language, from its ISO 639-1 code ('it' → Italienisch / Italian). */
export function languageName(code: string, language: Language): string {
  return displayNames(language, { type: 'language' }).of(code) ?? code;
}

/** A span of whole hours of the day (24 = midnight): 19:00–23:00 Uhr / 7pm–11pm. */
export function formatHourSpan(from: number, to: number, language: Language): string {
  if (language === 'de') return `${from}:00–${to}:00 Uhr`;
  const hour = (h: number) => (h % 24 === 0 ? 'midnight' : h === 12 ? 'noon' : `${h % 12}${h < 12 ? 'am' : 'pm'}`);
  return `${hour(from)}–${hour(to)}`;
}

/** A share given in percent (95 → 95 % / 95%). */
export function formatPercent(percent: number, language: Language, fractionDigits = 0): string {
  return numberFormat(language, { style: 'percent', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(percent / 100);
}

const INSTANT: Record<Language, string> = { de: 'sofort', en: 'instant' };

/**
 * A payout time as the catalogue writes it ("Instant", "24h", "2-4h") in the page's words:
 * sofort, 24 Stunden, 2–4 Stunden / instant, 24 hours, 2–4 hours. Text in another form is
 * shown as written.
 */
export function formatWithdrawalTime(text: string, language: Language): string {
  if (/^\s*(instant|sofort)\s*$/i.test(text)) return INSTANT[language];
  const hours = /^\s*(\d+)\s*(?:[-–]\s*(\d+))?\s*(?:h|hours?|std\.?|stunden)\s*$/i.exec(text);
  if (!hours) return text;
  const format = numberFormat(language, { style: 'unit', unit: 'hour', unitDisplay: 'long' });
  return hours[2] ? format.formatRange(Number(hours[1]), Number(hours[2])) : format.format(Number(hours[1]));
}
