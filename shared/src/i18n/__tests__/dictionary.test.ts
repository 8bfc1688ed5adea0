import { de } from '../de';
import { en } from '../en';
import { normalizeLanguage } from '../language';
import { translate } from '../translate';

describe('dictionary', () => {
  it('has every German key in English and no extra one', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
  });

  it('has no empty text in either language', () => {
    for (const [key, text] of [...Object.entries(de), ...Object.entries(en)]) {
      expect({ key, text: text.trim() }).not.toEqual({ key, text: '' });
    }
  });

  it('keeps the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
    for (const key of Object.keys(de) as Array<keyof typeof de>) {
      expect({ key, found: placeholders(en[key]) }).toEqual({ key, found: placeholders(de[key]) });
    }
  });
});

describe('translate', () => {
  it('shows the key name itself for a key neither dictionary has', () => {
    expect(translate('de', 'someMissingKey')).toBe('someMissingKey');
    expect(translate('en', 'someMissingKey')).toBe('someMissingKey');
  });

  it('fills placeholders', () => {
    expect(translate('en', 'common.lastVerified', { date: '1 November 2026' })).toBe('Facts last verified on 1 November 2026');
  });

  it('uses a key\'s singular form when the language\'s plural rules ask for it', () => {
    expect(translate('de', 'comparison.count', { count: 1 })).toBe('1 Casino');
    expect(translate('de', 'comparison.count', { count: 2 })).toBe('2 Casinos');
    expect(translate('en', 'comparison.count', { count: 1 })).toBe('1 casino');
    expect(translate('en', 'comparison.count', { count: 0 })).toBe('0 casinos');
  });

  it('gives the spec texts of the 404 page in both languages', () => {
    expect(translate('de', 'notFound.title')).toBe('404 Page Not Found');
    expect(translate('en', 'notFound.hint')).toBe('Did you forget to add the page to the router?');
  });
});

describe('normalizeLanguage', () => {
  it('defaults to German and treats anything but "de" as English', () => {
    expect(normalizeLanguage(undefined)).toBe('de');
    expect(normalizeLanguage(null)).toBe('de');
    expect(normalizeLanguage('de')).toBe('de');
    expect(normalizeLanguage('en')).toBe('en');
    expect(normalizeLanguage('fr')).toBe('en');
    expect(normalizeLanguage('DE')).toBe('en');
  });
});
