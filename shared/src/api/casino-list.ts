import { queryOptions } from '@tanstack/react-query';
import type { Casino } from './catalog-records';
import { LICENCE_FILTERS, MAX_PAYMENT_FILTER_LENGTH, NO_FILTERS, SORTS, type CasinoFilters, type CasinoSort, type LicenceFilter } from './casino-filters';

/**
 * GET /api/casino-list: one page of a casino list, filtered and sorted on the server, so a page
 * of a catalogue of thousands carries one page of cards. `list` is `all` (every casino in
 * server order) or `featured` (the ranked comparison).
 */
export const casinoListPathname = '/api/casino-list';

/** Cards per page: a phone scrolls through them in a minute, and the shipped catalogue (13) fits on one. */
export const CASINO_PAGE_SIZE = 15;
/** The highest page number asked for at all; 200,000 casinos would fit. */
export const MAX_PAGE_NUMBER = 9999;

export type CasinoListName = 'all' | 'featured';

export interface CasinoListRequest {
  list: CasinoListName;
  filters: CasinoFilters;
  /** From 1. */
  page: number;
}

export interface CasinoListPage {
  casinos: Casino[];
  /** The page asked for, which may lie past the last (then `casinos` is empty). */
  page: number;
  /** Pages of the filtered list, at least 1. */
  pages: number;
  /** Casinos the filters keep. */
  total: number;
  pageSize: number;
}

/** The request as its path, parameters in one order, defaults left out: one cache entry per page. */
export function casinoListPath({ list, filters, page }: CasinoListRequest): string {
  const query = new URLSearchParams();
  if (list !== 'all') query.set('list', list);
  if (filters.licence) query.set('licence', filters.licence);
  if (filters.payment) query.set('payment', filters.payment);
  if (filters.fastWithdrawal) query.set('fast', '1');
  if (filters.minRating !== null) query.set('minRating', String(filters.minRating));
  if (filters.sort !== 'rank') query.set('sort', filters.sort);
  if (page !== 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${casinoListPathname}?${search}` : casinoListPathname;
}

export const casinoListQuery = (request: CasinoListRequest) => queryOptions<CasinoListPage>({ queryKey: [casinoListPath(request)] });

const PARAMETERS = ['list', 'licence', 'payment', 'fast', 'minRating', 'sort', 'page'];

/**
 * The API's query read back into a request, or the reason it cannot be, in words a developer
 * calling the API understands. Used by the route and by the server's in-process answers alike.
 */
export function readCasinoListQuery(query: URLSearchParams): CasinoListRequest | { problem: string } {
  for (const name of new Set(query.keys())) {
    if (!PARAMETERS.includes(name)) return { problem: `Unknown parameter "${name.slice(0, 40)}". The list takes ${PARAMETERS.join(', ')}.` };
    if (query.getAll(name).length > 1) return { problem: `${name} is given more than once.` };
  }
  const list = query.get('list') ?? 'all';
  if (list !== 'all' && list !== 'featured') return { problem: 'list must be all or featured.' };
  const licence = query.get('licence');
  if (licence !== null && !Object.hasOwn(LICENCE_FILTERS, licence)) return { problem: `licence must be one of ${Object.keys(LICENCE_FILTERS).join(', ')}.` };
  const payment = query.get('payment');
  if (payment !== null && (payment.trim() === '' || payment.length > MAX_PAYMENT_FILTER_LENGTH)) return { problem: `payment must be a payment method's name of 1 to ${MAX_PAYMENT_FILTER_LENGTH} characters.` };
  const fast = query.get('fast');
  if (fast !== null && fast !== '1') return { problem: 'fast must be 1 when given.' };
  const rating = query.get('minRating');
  const minRating = rating === null ? null : Number(rating);
  if (minRating !== null && !(/^\d{1,2}(\.\d)?$/.test(rating!) && minRating > 0 && minRating <= 10)) return { problem: 'minRating must be a rating above 0 and at most 10, such as 8.5.' };
  const sort = query.get('sort') ?? 'rank';
  if (!SORTS.includes(sort as CasinoSort)) return { problem: `sort must be one of ${SORTS.join(', ')}.` };
  const pageText = query.get('page') ?? '1';
  const page = Number(pageText);
  if (!/^\d{1,4}$/.test(pageText) || page < 1 || page > MAX_PAGE_NUMBER) return { problem: `page must be a whole number from 1 to ${MAX_PAGE_NUMBER}.` };
  return {
    list,
    page,
    filters: { ...NO_FILTERS, licence: licence as LicenceFilter | null, payment: payment?.trim() ?? null, fastWithdrawal: fast === '1', minRating, sort: sort as CasinoSort },
  };
}

/** One page of an already filtered list. */
export function pageOf(kept: readonly Casino[], page: number): CasinoListPage {
  const pages = Math.max(1, Math.ceil(kept.length / CASINO_PAGE_SIZE));
  const start = (page - 1) * CASINO_PAGE_SIZE;
  return { casinos: kept.slice(start, start + CASINO_PAGE_SIZE), page, pages, total: kept.length, pageSize: CASINO_PAGE_SIZE };
}

/** GET /api/payment-methods: every payment method a listed casino accepts, sorted: the payment filter's choices. */
export const paymentMethodsPath = '/api/payment-methods';
export const paymentMethodsQuery = () => queryOptions<string[]>({ queryKey: [paymentMethodsPath] });

/** GET /api/casino-count: how many casinos the site lists (`{ casinos: 2000 }`), for the texts that name the number. */
export const casinoCountPath = '/api/casino-count';
export const casinoCountQuery = () => queryOptions<{ casinos: number }>({ queryKey: [casinoCountPath] });
