import { queryOptions } from '@tanstack/react-query';
import type { Casino } from './catalog-records';
import { casinosPath } from './get-casinos';

/** The most casinos one page asks for by count; the server refuses more. */
export const MAX_CASINO_LIMIT = 100;

/**
 * GET /api/casinos?limit={n}: the first n casinos in server order, in the list's own shape (the
 * top-5 table asks for 5, a location page for its 12), so a page carries those and no more.
 */
export const firstCasinosPath = (limit: number) => `${casinosPath}?limit=${limit}`;
export const firstCasinosQuery = (limit: number) => queryOptions<Casino[]>({ queryKey: [firstCasinosPath(limit)] });
