import { bonusesQuery, casinosQuery, type PrefetchContext } from '@casino/shared';

/** Every review page needs the catalogue's casinos: they own the facts it shows and its play links. */
export const prefetchCasinos = ({ queryClient }: PrefetchContext) => queryClient.prefetchQuery(casinosQuery());

/** A written review also states its casino's bonus terms (wagering), which the bonus records own. */
export const prefetchCasinosAndBonuses = (context: PrefetchContext) =>
  Promise.all([prefetchCasinos(context), context.queryClient.prefetchQuery(bonusesQuery())]);
