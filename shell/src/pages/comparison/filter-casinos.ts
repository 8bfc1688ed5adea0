import { hasLicenceIn, type Casino } from '@casino/shared';

/**
 * The comparison's filters and sort, kept in the URL query so a filtered list can be
 * shared and is rendered on the server. Parameter names are German, the site's default.
 */
export interface ComparisonFilters {
  /** Only casinos with a German (GGL) licence, or with a licence of any EU member state (GGL included). */
  licence: LicenceFilter | null;
  /** Only casinos that accept this payment method. */
  payment: string | null;
  /** Only casinos that pay out within 24 hours. */
  fastWithdrawal: boolean;
  /** Minimum rating out of 10. */
  minRating: number | null;
  sort: 'rank' | 'rating' | 'bonus' | 'withdrawal';
}

export const FAST_WITHDRAWAL_HOURS = 24;
export const SORTS = ['rank', 'rating', 'bonus', 'withdrawal'] as const;
/** The query's values: `lizenz=de` (GGL) and `lizenz=eu`. */
export const LICENCE_FILTERS = { de: 'germany', eu: 'eu' } as const;
type LicenceFilter = keyof typeof LICENCE_FILTERS;

export function readFilters(query: URLSearchParams): ComparisonFilters {
  const sort = query.get('sortierung');
  const rating = Number(query.get('bewertung'));
  return {
    licence: Object.hasOwn(LICENCE_FILTERS, query.get('lizenz') ?? '') ? (query.get('lizenz') as LicenceFilter) : null,
    payment: query.get('zahlung')?.trim().slice(0, 40) || null,
    fastWithdrawal: query.get('auszahlung') === 'schnell',
    minRating: Number.isFinite(rating) && rating > 0 && rating <= 10 ? rating : null,
    sort: SORTS.includes(sort as ComparisonFilters['sort']) ? (sort as ComparisonFilters['sort']) : 'rank',
  };
}

/** Whether any filter or sort is set: then the whole catalogue is compared, not only the featured list. */
export const isFiltered = (filters: ComparisonFilters) =>
  filters.licence !== null || filters.payment !== null || filters.fastWithdrawal || filters.minRating !== null || filters.sort !== 'rank';

/** The slowest payout a casino names, in hours ("Instant" is 0, "2-4h" is 4, "24-48h" is 48). */
export function withdrawalHours(text: string | null | undefined): number {
  if (!text) return Number.POSITIVE_INFINITY;
  if (/instant|sofort/i.test(text)) return 0;
  const numbers = text.match(/\d+/g)?.map(Number) ?? [];
  if (!numbers.length) return Number.POSITIVE_INFINITY;
  const hours = Math.max(...numbers);
  return /tag|day/i.test(text) ? hours * 24 : hours;
}

/** The money part of a bonus ("€2,000 + 300 Free Spins" is 2000; "1.500 €" is 1500). */
export function bonusAmount(text: string): number {
  const match = /(\d{1,3}(?:[.,]\d{3})+|\d+)\s*(?:€|\$|EUR)|(?:€|\$)\s*(\d{1,3}(?:[.,]\d{3})+|\d+)/.exec(text);
  const digits = (match?.[1] ?? match?.[2] ?? '').replace(/[.,]/g, '');
  return digits ? Number(digits) : 0;
}

export function filterCasinos(casinos: readonly Casino[], filters: ComparisonFilters): Casino[] {
  const payment = filters.payment?.toLowerCase();
  const kept = casinos.filter(
    (casino) =>
      (filters.licence === null || hasLicenceIn(casino.licences, LICENCE_FILTERS[filters.licence])) &&
      (!payment || (casino.paymentMethods ?? []).some((method) => method.toLowerCase().includes(payment))) &&
      (!filters.fastWithdrawal || withdrawalHours(casino.withdrawalTime) <= FAST_WITHDRAWAL_HOURS) &&
      (filters.minRating === null || Number.parseFloat(casino.rating) >= filters.minRating),
  );
  const by: Record<ComparisonFilters['sort'], ((a: Casino, b: Casino) => number) | null> = {
    rank: null,
    rating: (a, b) => Number.parseFloat(b.rating) - Number.parseFloat(a.rating),
    bonus: (a, b) => bonusAmount(b.bonus ?? '') - bonusAmount(a.bonus ?? ''),
    withdrawal: (a, b) => withdrawalHours(a.withdrawalTime) - withdrawalHours(b.withdrawalTime),
  };
  const compare = by[filters.sort];
  return compare ? [...kept].sort(compare) : kept;
}

/** The payment methods offered by any listed casino, for the filter's choices. */
export const paymentChoices = (casinos: readonly Casino[]) =>
  [...new Set(casinos.flatMap((casino) => casino.paymentMethods ?? []))].sort((a, b) => a.localeCompare(b));
