import { queryOptions } from '@tanstack/react-query';
import type { Casino } from './catalog-records';

/** GET /api/casinos/featured: the home featured section and the comparison ranking. */
export const featuredCasinosPath = '/api/casinos/featured';
export const featuredCasinosQuery = () => queryOptions<Casino[]>({ queryKey: [featuredCasinosPath] });
