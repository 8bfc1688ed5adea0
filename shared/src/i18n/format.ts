import { decimalText, type Separators } from './decimal-text';
import type { Language } from './language';

/**
 * How numbers, money, dates and language names are written on each language's pages: German
 * pages in German formats (9,6; 2.000 €; 23. November 2026), English pages in Irish English,
 * the English of the euro area (9.6; €2,000; 23 November 2026). Every page formats through
 * these, so server and browser write the same text and no German page shows an English format.
 * Numbers and dates are written by the few lines below rather than by Intl, whose first
 * formatter costs a phone tens of milliseconds during hydration; they write exactly what Intl
 * writes (format.test.ts compares them on thousands of values) and leave to Intl only what
 * they do not cover (numbers in exponent notation, years outside 1000–9999, language names).
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

const SEPARATORS: Record<Language, Separators> = { de: { group: '.', decimal: ',' }, en: { group: ',', decimal: '.' } };
/** Between a German number and its unit or sign: a no-break space, as CLDR has it. */
const NBSP = '\u00a0';

/**
 * `value` as Intl writes it with `options` (a fixed number of decimals, or Intl's 0 to 3):
 * its digits put in their place by `write`, or all of it by Intl when it has no plain decimal form.
 */
function numberText(value: number, language: Language, options: Intl.NumberFormatOptions, write: (digits: string) => string): string {
  const { minimumFractionDigits = 0, maximumFractionDigits = 3, style } = options;
  const text = decimalText(value, SEPARATORS[language], minimumFractionDigits, maximumFractionDigits, style === 'percent' ? 2 : 0);
  if (!text) return numberFormat(language, options).format(value);
  return `${text.negative ? '-' : ''}${write(text.digits)}`;
}

const fixed = (fractionDigits: number) => ({ minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });

/** A plain number with the language's separators (1.234,5 / 1,234.5); up to three decimals unless given. */
export function formatNumber(value: number, language: Language, fractionDigits?: number): string {
  return numberText(value, language, fractionDigits === undefined ? {} : fixed(fractionDigits), (text) => text);
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
  return numberText(amount, language, { style: 'currency', currency: 'EUR', ...fixed(fractionDigits) }, (text) => (language === 'de' ? `${text}${NBSP}€` : `€${text}`));
}

const MONTHS: Record<Language, readonly string[]> = {
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/** A calendar date (YYYY-MM-DD) as people read it; fixed to UTC so server and browser agree. */
export function formatDate(isoDate: string, language: Language): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const year = date.getUTCFullYear();
  // A date Intl writes in another form (or refuses, as an invalid one) is left to it.
  if (!(year >= 1000 && year <= 9999)) return dateFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  const month = MONTHS[language][date.getUTCMonth()];
  return language === 'de' ? `${date.getUTCDate()}. ${month} ${year}` : `${date.getUTCDate()} ${month} ${year}`;
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
  return numberText(percent / 100, language, { style: 'percent', ...fixed(fractionDigits) }, (text) => (language === 'de' ? `${text}${NBSP}%` : `${text}%`));
}

const INSTANT: Record<Language, string> = { de: 'sofort', en: 'instant' };
const HOURS: Record<Language, { one: string; other: string; about: string }> = {
  de: { one: 'Stunde', other: 'Stunden', about: '≈' },
  en: { one: 'hour', other: 'hours', about: '~' },
};

/**
 * A payout time as the catalogue writes it ("Instant", "24h", "2-4h") in the page's words:
 * sofort, 24 Stunden, 2–4 Stunden / instant, 24 hours, 2–4 hours. Text in another form is
 * shown as written. A span takes the plural of its end in German (0–1 Stunde) and always the
 * plural in English (0–1 hours), as CLDR's plural ranges have it.
 */
export function formatWithdrawalTime(text: string, language: Language): string {
  if (/^\s*(instant|sofort)\s*$/i.test(text)) return INSTANT[language];
  const hours = /^\s*(\d+)\s*(?:[-–]\s*(\d+))?\s*(?:h|hours?|std\.?|stunden)\s*$/i.exec(text);
  if (!hours) return text;
  const from = Number(hours[1]);
  const to = hours[2] === undefined ? undefined : Number(hours[2]);
  const words = HOURS[language];
  const number = (value: number) => formatNumber(value, language, 0);
  const unit = (value: number) => (value === 1 ? words.one : words.other);
  // Unlike a currency or a percent sign, CLDR puts a plain space before a unit's name.
  if (to === undefined) return `${number(from)} ${unit(from)}`;
  if (number(from) === number(to)) return `${words.about}${number(from)} ${unit(from)}`;
  return `${number(from)}–${number(to)} ${language === 'de' ? unit(to) : words.other}`;
}

/** The site's readers are in Germany: an offer's start or end is written in German time. */
const SITE_TIME_ZONE = 'Europe/Berlin';
const berlinParts = new Intl.DateTimeFormat('en-GB', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * A moment (an ISO time with offset) as German time, to the minute: "31. Dezember 2026, 23:59 Uhr",
 * "31 December 2026, 23:59 German time". Built from its parts, so server and browser write the same.
 */
export function formatMoment(isoMoment: string, language: Language): string {
  const parts = Object.fromEntries(berlinParts.formatToParts(new Date(isoMoment)).map((part) => [part.type, part.value]));
  const date = `${Number(parts.year)}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
  const time = `${parts.hour}:${parts.minute}`;
  return language === 'de' ? `${formatDate(date, language)}, ${time}${NBSP}Uhr` : `${formatDate(date, language)}, ${time} German time`;
}
