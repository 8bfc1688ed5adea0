import type { Casino } from './catalog-records';
import { hasLicenceIn } from './licences';

/**
 * How a list of casinos is narrowed and ordered: the same rules wherever a list is cut into
 * pages (the server, see the casino list API) and wherever a page describes its filters.
 */
export interface CasinoFilters {
  /** Only casinos with a German (GGL) licence, or with a licence of any EU member state (GGL included). */
  licence: LicenceFilter | null;
  /** Only casinos that accept this payment method (a part of its name, any case). */
  payment: string | null;
  /** Only casinos that pay out within FAST_WITHDRAWAL_HOURS. */
  fastWithdrawal: boolean;
  /** Minimum rating out of 10. */
  minRating: number | null;
  sort: CasinoSort;
}

export const FAST_WITHDRAWAL_HOURS = 24;
export const SORTS = ['rank', 'rating', 'bonus', 'withdrawal'] as const;
export type CasinoSort = (typeof SORTS)[number];
/** The licence filter's values: `de` (GGL) and `eu`, and the licence scope each asks for. */
export const LICENCE_FILTERS = { de: 'germany', eu: 'eu' } as const;
export type LicenceFilter = keyof typeof LICENCE_FILTERS;
/** The minimum ratings offered. */
export const MIN_RATINGS = [9.5, 9, 8.5] as const;
/** The longest payment method text a filter takes; a method's name is never longer. */
export const MAX_PAYMENT_FILTER_LENGTH = 40;

export const NO_FILTERS: CasinoFilters = { licence: null, payment: null, fastWithdrawal: false, minRating: null, sort: 'rank' };

/** Whether any filter or sort is set. */
export const isFiltered = (filters: CasinoFilters) =>
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

/** The casinos a filter keeps, in its sort's order (rank: the list's own order). */
export function filterCasinos<T extends Casino>(casinos: readonly T[], filters: CasinoFilters): T[] {
  const payment = filters.payment?.toLowerCase();
  const kept = casinos.filter(
    (casino) =>
      (filters.licence === null || hasLicenceIn(casino.licences, LICENCE_FILTERS[filters.licence])) &&
      (!payment || (casino.paymentMethods ?? []).some((method) => method.toLowerCase().includes(payment))) &&
      (!filters.fastWithdrawal || withdrawalHours(casino.withdrawalTime) <= FAST_WITHDRAWAL_HOURS) &&
      (filters.minRating === null || Number.parseFloat(casino.rating) >= filters.minRating),
  );
  if (filters.sort === 'rank') return kept;
  // Each casino's key once, not once per comparison: a sort of 2,000 reads each bonus text once.
  const keyOf: Record<Exclude<CasinoSort, 'rank'>, (casino: T) => number> = {
    rating: (casino) => -Number.parseFloat(casino.rating),
    bonus: (casino) => -bonusAmount(casino.bonus ?? ''),
    withdrawal: (casino) => withdrawalHours(casino.withdrawalTime),
  };
  const keys = new Map(kept.map((casino) => [casino, keyOf[filters.sort as Exclude<CasinoSort, 'rank'>](casino)]));
  // Equal keys (two casinos without a payout time) keep the list's order.
  return [...kept].sort((a, b) => {
    const [first, second] = [keys.get(a)!, keys.get(b)!];
    return first === second ? 0 : first < second ? -1 : 1;
  });
}

/** The payment methods offered by any listed casino, for the filter's choices. */
export const paymentChoices = (casinos: readonly Pick<Casino, 'paymentMethods'>[]) =>
  [...new Set(casinos.flatMap((casino) => casino.paymentMethods ?? []))].sort((a, b) => a.localeCompare(b));
