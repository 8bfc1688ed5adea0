import { LICENCE_FILTERS, MAX_PAYMENT_FILTER_LENGTH, NO_FILTERS, SORTS, type CasinoFilters, type CasinoSort, type LicenceFilter } from '../api/casino-filters';
import { MAX_PAGE_NUMBER, type CasinoListName, type CasinoListRequest } from '../api/casino-list';

/**
 * A list page's address: its filters and page number in the query, with German names in both
 * languages (the site's default), so a filtered page can be shared and is rendered on the
 * server. Values the page does not offer never get here: the server sends them to the page
 * without them (see RouteDeclaration.queryValues).
 */
export const FILTER_PARAMS = { licence: 'lizenz', payment: 'zahlung', fastWithdrawal: 'auszahlung', minRating: 'bewertung', sort: 'sortierung' } as const;
export const PAGE_PARAM = 'seite';
/** The reviews index's search: `/reviews?suche=leovegas`. */
export const SEARCH_PARAM = 'suche';
/** The value of `auszahlung` that asks for fast payouts. */
export const FAST_WITHDRAWAL_VALUE = 'schnell';

export function readFilters(query: URLSearchParams): CasinoFilters {
  const sort = query.get(FILTER_PARAMS.sort);
  const licence = query.get(FILTER_PARAMS.licence) ?? '';
  const rating = Number(query.get(FILTER_PARAMS.minRating));
  return {
    licence: Object.hasOwn(LICENCE_FILTERS, licence) ? (licence as LicenceFilter) : null,
    payment: query.get(FILTER_PARAMS.payment)?.trim().slice(0, MAX_PAYMENT_FILTER_LENGTH) || null,
    fastWithdrawal: query.get(FILTER_PARAMS.fastWithdrawal) === FAST_WITHDRAWAL_VALUE,
    minRating: Number.isFinite(rating) && rating > 0 && rating <= 10 ? rating : null,
    sort: SORTS.includes(sort as CasinoSort) ? (sort as CasinoSort) : NO_FILTERS.sort,
  };
}

/** The page number of the address: 1 unless `seite` names a later one. */
export function readPageNumber(query: URLSearchParams): number {
  const text = query.get(PAGE_PARAM) ?? '';
  const page = Number(text);
  return /^[1-9]\d{0,3}$/.test(text) && page <= MAX_PAGE_NUMBER ? page : 1;
}

/** What a list page asks the server for. */
export const readListRequest = (query: URLSearchParams, list: CasinoListName): CasinoListRequest => ({ list, filters: readFilters(query), page: readPageNumber(query) });

/** The query of a list page's address (with its `?`, or empty): the filters that are set, and the page from 2. */
export function listQuery(filters: CasinoFilters, page: number): string {
  const query = new URLSearchParams();
  if (filters.licence) query.set(FILTER_PARAMS.licence, filters.licence);
  if (filters.fastWithdrawal) query.set(FILTER_PARAMS.fastWithdrawal, FAST_WITHDRAWAL_VALUE);
  if (filters.payment) query.set(FILTER_PARAMS.payment, filters.payment);
  if (filters.minRating !== null) query.set(FILTER_PARAMS.minRating, String(filters.minRating));
  if (filters.sort !== NO_FILTERS.sort) query.set(FILTER_PARAMS.sort, filters.sort);
  if (page > 1) query.set(PAGE_PARAM, String(page));
  const search = query.toString();
  return search ? `?${search}` : '';
}

/** The part of a list page's address that names the page itself (see PageMeta.addressQuery). */
export const pageAddressQuery = (page: number) => (page > 1 ? `?${PAGE_PARAM}=${page}` : '');
