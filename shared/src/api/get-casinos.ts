import { queryOptions } from '@tanstack/react-query';
import type { Casino } from './catalog-records';

/** GET /api/casinos: every casino in server order (top-5 table, reviews, locations). */
export const casinosPath = '/api/casinos';
export const casinosQuery = () => queryOptions<Casino[]>({ queryKey: [casinosPath] });
