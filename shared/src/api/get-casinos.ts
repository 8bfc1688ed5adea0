import { queryOptions } from '@tanstack/react-query';
import type { Casino } from './catalog-records';

/** GET /api/casinos: every casino in server order (the reviews index, the comparison). */
export const casinosPath = '/api/casinos';
export const casinosQuery = () => queryOptions<Casino[]>({ queryKey: [casinosPath] });
