import { casinosQuery, type PrefetchContext } from '@casino/shared';

/** Every review page needs the catalogue's casinos: they own the facts it shows and its play links. */
export const prefetchCasinos = ({ queryClient }: PrefetchContext) => queryClient.prefetchQuery(casinosQuery());
