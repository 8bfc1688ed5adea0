import { bonusAmount, filterCasinos, isFiltered, LICENCE_FILTERS, MIN_RATINGS, readFilters, SORTS, withdrawalHours, type Casino } from '@casino/shared';
import { comparisonRequest } from '../pages/comparison/comparison-request';
import { wageringTurnover } from '../pages/bonuses/wagering';
import { RATING_WEIGHTS, comparisonContent } from '../content/comparison';
import routes from '../routes.json';

const casino = (slug: string, fields: Partial<Casino>): Casino => ({
  id: slug.length, slug, name: slug, description: '', descriptionDe: '', bonus: '', bonusDe: '', rating: '8.0', affiliateUrl: `/go/${slug}`, verifiedAt: '2026-11-01', licences: ['curacao'], products: ['slots', 'casino'], brandColor: '#123456', ...fields,
});

const casinos = [
  casino('alpha', { rating: '9.1', bonus: '€1,000 + 300 Free Spins', withdrawalTime: '24h', licences: ['ggl', 'mga'], paymentMethods: ['PayPal', 'Visa'] }),
  casino('beta', { rating: '9.6', bonus: '€2,000 + 300 Free Spins', withdrawalTime: 'Instant', paymentMethods: ['Bitcoin'] }),
  casino('gamma', { rating: '8.7', bonus: '100% up to €200', withdrawalTime: '24-48h', licences: ['mga'], paymentMethods: ['PayPal'] }),
];

describe('comparison filters', () => {
  // The server renders and caches a page with the query parameters its route declares and no other.
  it('declares exactly the query parameters it reads, so filtered lists are rendered on the server', () => {
    const samples = { sortierung: 'bonus', bewertung: '9', lizenz: 'de', zahlung: 'PayPal', auszahlung: 'schnell' };
    const declared = routes.find((route) => route.id === 'comparison')?.query ?? [];
    expect([...declared].sort()).toEqual([...Object.keys(samples), 'seite'].sort());
    for (const [name, value] of Object.entries(samples)) expect(isFiltered(readFilters(new URLSearchParams(`${name}=${value}`)))).toBe(true);
    expect(comparisonRequest(new URLSearchParams('seite=3')).page).toBe(3);
  });

  it('declares the values its form offers, which alone the server takes (any other is redirected away)', () => {
    const comparison = routes.find((route) => route.id === 'comparison') as { queryValues?: Record<string, unknown> };
    expect(comparison.queryValues).toEqual({
      sortierung: SORTS.filter((sort) => sort !== 'rank'),
      bewertung: MIN_RATINGS.map(String),
      lizenz: Object.keys(LICENCE_FILTERS),
      zahlung: 'payment-methods',
      auszahlung: ['schnell'],
      seite: 'page-number',
    });
  });

  it('reads the filters from the query and ignores nonsense', () => {
    expect(readFilters(new URLSearchParams('lizenz=de&zahlung=PayPal&auszahlung=schnell&bewertung=9&sortierung=bonus'))).toEqual({
      licence: 'de', payment: 'PayPal', fastWithdrawal: true, minRating: 9, sort: 'bonus',
    });
    expect(readFilters(new URLSearchParams('lizenz=yes&bewertung=99&sortierung=evil'))).toEqual({
      licence: null, payment: null, fastWithdrawal: false, minRating: null, sort: 'rank',
    });
  });

  it('parses payout times and bonus amounts as written by editors', () => {
    expect(withdrawalHours('Instant')).toBe(0);
    expect(withdrawalHours('2-4h')).toBe(4);
    expect(withdrawalHours('24-48h')).toBe(48);
    expect(withdrawalHours('1-5 Tage')).toBe(120);
    expect(withdrawalHours(null)).toBe(Number.POSITIVE_INFINITY);
    expect(bonusAmount('€2,000 + 300 Free Spins')).toBe(2000);
    expect(bonusAmount('1.500 € + 200 Freispiele')).toBe(1500);
    expect(bonusAmount('200% up to $2,000 + 5% daily rakeback')).toBe(2000);
    expect(bonusAmount('100% up to €200')).toBe(200);
  });

  it('filters by licence, payment, payout speed and rating, and sorts', () => {
    const slugs = (query: string) => filterCasinos(casinos, readFilters(new URLSearchParams(query))).map((c) => c.slug);
    expect(slugs('')).toEqual(['alpha', 'beta', 'gamma']);
    expect(slugs('lizenz=de')).toEqual(['alpha']);
    expect(slugs('lizenz=eu')).toEqual(['alpha', 'gamma']);
    expect(slugs('zahlung=paypal')).toEqual(['alpha', 'gamma']);
    expect(slugs('auszahlung=schnell')).toEqual(['alpha', 'beta']);
    expect(slugs('bewertung=9')).toEqual(['alpha', 'beta']);
    expect(slugs('sortierung=rating')).toEqual(['beta', 'alpha', 'gamma']);
    expect(slugs('sortierung=bonus')).toEqual(['beta', 'alpha', 'gamma']);
    expect(slugs('sortierung=withdrawal')).toEqual(['beta', 'alpha', 'gamma']);
    expect(slugs('lizenz=eu&sortierung=bonus')).toEqual(['alpha', 'gamma']);
  });

  it('ranks the featured list, and searches the whole catalogue once a filter or sort is set', () => {
    expect(comparisonRequest(new URLSearchParams('')).list).toBe('featured');
    expect(comparisonRequest(new URLSearchParams('seite=2')).list).toBe('featured');
    expect(comparisonRequest(new URLSearchParams('sortierung=rating')).list).toBe('all');
    expect(comparisonRequest(new URLSearchParams('zahlung=PayPal')).list).toBe('all');
  });
});

describe('wagering calculator', () => {
  it('multiplies the bonus, or deposit plus bonus', () => {
    expect(wageringTurnover({ deposit: 100, bonus: 100, multiplier: 35, base: 'bonus' })).toBe(3500);
    expect(wageringTurnover({ deposit: 100, bonus: 100, multiplier: 35, base: 'deposit-and-bonus' })).toBe(7000);
    expect(wageringTurnover({ deposit: 50, bonus: 25.5, multiplier: 40, base: 'deposit-and-bonus' })).toBe(3020);
  });

  it('treats empty or negative input as zero', () => {
    expect(wageringTurnover({ deposit: Number.NaN, bonus: -5, multiplier: 30, base: 'deposit-and-bonus' })).toBe(0);
  });
});

describe('the rating method', () => {
  it('weighs six categories that add up to the whole rating, each named in both languages', () => {
    expect(RATING_WEIGHTS.reduce((sum, { weight }) => sum + weight, 0)).toBe(100);
    for (const language of ['de', 'en'] as const) {
      expect(RATING_WEIGHTS.map(({ category }) => comparisonContent[language].method.categories[category]).every(Boolean)).toBe(true);
    }
  });
});
