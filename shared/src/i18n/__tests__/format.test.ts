import fc from 'fast-check';
import { formatDate, formatMoment, formatEuro, formatNumber, formatPercent, formatWithdrawalTime } from '../format';
import type { Language } from '../language';
import { isSingular } from '../translate';

/** Intl separates a number from its unit by a no-break space; read as a plain one. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('catalogue facts in the page language', () => {
  it('writes payout times in words of the page language, never the catalogue\'s English', () => {
    expect(formatWithdrawalTime('Instant', 'de')).toBe('sofort');
    expect(formatWithdrawalTime('Instant', 'en')).toBe('instant');
    expect(plain(formatWithdrawalTime('2-4h', 'de'))).toBe('2–4 Stunden');
    expect(plain(formatWithdrawalTime('24h', 'de'))).toBe('24 Stunden');
    expect(plain(formatWithdrawalTime('24-48h', 'en'))).toBe('24–48 hours');
    expect(formatWithdrawalTime('1-5 Werktage', 'de')).toBe('1-5 Werktage');
  });

  it('writes payout rates with the language\'s decimal mark and spacing', () => {
    expect(plain(formatPercent(98, 'de', 1))).toBe('98,0 %');
    expect(formatPercent(98.2, 'en', 1)).toBe('98.2%');
  });
});

/** What the site wrote with Intl before, and what the browser's Intl would write: the reference. */
const LOCALE = { de: 'de-DE', en: 'en-IE' } as const;
/** Each Intl formatter made once: making one costs a hundred times what formatting does. */
function once<T>(make: (language: Language, options: object) => T): (language: Language, options?: object) => T {
  const made = new Map<string, T>();
  return (language, options = {}) => {
    const key = `${language} ${JSON.stringify(options)}`;
    if (!made.has(key)) made.set(key, make(language, options));
    return made.get(key)!;
  };
}
const numberFormat = once((language, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(LOCALE[language], options));
const dateFormat = once((language) => new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'long', timeZone: 'UTC' }));
const pluralRules = once((language) => new Intl.PluralRules(LOCALE[language]));
const intlNumber = (value: number, language: Language, options: Intl.NumberFormatOptions) => numberFormat(language, options).format(value);
const fixed = (digits: number) => ({ minimumFractionDigits: digits, maximumFractionDigits: digits });

const language = fc.constantFrom<Language>('de', 'en');
/** Numbers as the catalogue has them (ratings, amounts, shares) and any double at all. */
const number = fc.oneof(
  fc.integer({ min: -10_000_000, max: 10_000_000 }).chain((units) => fc.integer({ min: 0, max: 4 }).map((places) => units / 10 ** places)),
  fc.double({ noNaN: true }),
  fc.constantFrom(0, -0, 0.5, 1.005, 2.675, 0.285, 999.9995, 1e21, 1e-7, Number.MAX_SAFE_INTEGER, Infinity, -Infinity),
);
const RUNS = { numRuns: 5000 };

describe('an offer’s end', () => {
  it('is written in German time to the minute, summer time included, whatever offset the catalogue gave', () => {
    expect(formatMoment('2026-12-31T22:59:00Z', 'de')).toBe('31. Dezember 2026, 23:59\u00a0Uhr');
    expect(formatMoment('2026-12-31T23:59:00+01:00', 'en')).toBe('31 December 2026, 23:59 German time');
    // Summer time: two hours ahead of UTC, and the day may turn.
    expect(formatMoment('2027-07-31T22:30:00Z', 'de')).toBe('1. August 2027, 00:30\u00a0Uhr');
    expect(formatMoment('2027-03-28T00:59:59-00:00', 'de')).toBe('28. März 2027, 01:59\u00a0Uhr');
    expect(formatMoment('2027-03-28T01:00:00Z', 'de')).toBe('28. März 2027, 03:00\u00a0Uhr');
  });
});

describe('numbers and dates written without Intl', () => {
  it('write every number as Intl does, with or without a fixed number of decimals', () => {
    fc.assert(
      fc.property(number, language, fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }), (value, lang, digits) => {
        expect(formatNumber(value, lang, digits)).toBe(intlNumber(value, lang, digits === undefined ? {} : fixed(digits)));
      }),
      RUNS,
    );
  });

  it('write euro amounts and shares as Intl does', () => {
    fc.assert(
      fc.property(number, language, fc.integer({ min: 0, max: 2 }), (value, lang, digits) => {
        expect(formatEuro(value, lang)).toBe(intlNumber(value, lang, { style: 'currency', currency: 'EUR', ...fixed(Number.isInteger(value) ? 0 : 2) }));
        expect(formatPercent(value, lang, digits)).toBe(intlNumber(value / 100, lang, { style: 'percent', ...fixed(digits) }));
      }),
      RUNS,
    );
  });

  it('write calendar dates as Intl does, days that overflow their month included', () => {
    const day = fc.tuple(fc.integer({ min: 0, max: 10_500 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }));
    fc.assert(
      fc.property(day, language, ([year, month, dayOfMonth], lang) => {
        const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
        // A date Intl refuses (a five-digit year is no date) is refused alike.
        const written = (format: () => string) => {
          try {
            return format();
          } catch (error) {
            return (error as Error).name;
          }
        };
        const reference = written(() => dateFormat(lang).format(new Date(`${iso}T00:00:00Z`)));
        expect(written(() => formatDate(iso, lang))).toBe(reference);
      }),
      RUNS,
    );
  });

  it('write payout times in hours as Intl does, spans included', () => {
    const hours = fc.oneof(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 2_000_000 }));
    fc.assert(
      fc.property(hours, fc.option(hours, { nil: undefined }), language, (from, to, lang) => {
        const format = numberFormat(lang, { style: 'unit', unit: 'hour', unitDisplay: 'long' });
        const reference = to === undefined ? format.format(from) : format.formatRange(from, to);
        expect(formatWithdrawalTime(to === undefined ? `${from}h` : `${from}-${to}h`, lang)).toBe(reference);
      }),
      RUNS,
    );
  });

  it('take the singular form exactly where Intl\'s plural rules say "one"', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double({ noNaN: true, min: -3, max: 3 })), language, (count, lang) => {
        expect(isSingular(count)).toBe(pluralRules(lang).select(count) === 'one');
      }),
      RUNS,
    );
  });
});
