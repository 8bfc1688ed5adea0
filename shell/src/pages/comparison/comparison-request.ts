import { isFiltered, readFilters, readPageNumber, type CasinoListRequest } from '@casino/shared';

/**
 * What the comparison asks the server for: the ranking is the featured list; a filter or sort
 * searches the whole catalogue, so that "German licence" or "PayPal" finds every such casino,
 * not only the featured ones.
 */
export function comparisonRequest(query: URLSearchParams): CasinoListRequest {
  const filters = readFilters(query);
  return { list: isFiltered(filters) ? 'all' : 'featured', filters, page: readPageNumber(query) };
}
