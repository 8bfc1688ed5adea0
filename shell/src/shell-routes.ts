import { bonusesQuery, casinosQuery, lazyRoute, type AppModule, type PrefetchContext } from '@casino/shared';
import { prefetchComparison } from './pages/comparison/prefetch';
import { prefetchHome } from './pages/home/prefetch';

/** The bonus page's offers name casinos whose facts, and bonus records whose terms, are the catalogue's. */
const prefetchOffers = ({ queryClient }: PrefetchContext) => Promise.all([queryClient.prefetchQuery(casinosQuery()), queryClient.prefetchQuery(bonusesQuery())]);

/** The pages the shell itself renders, each a chunk of its own; their paths are declared in routes.json. */
export const shellModule: AppModule = {
  routes: [
    lazyRoute('home', () => import('./pages/home-page').then((m) => m.HomePage), { prefetch: prefetchHome }),
    lazyRoute('comparison', () => import('./pages/comparison/comparison-page').then((m) => m.ComparisonPage), { prefetch: prefetchComparison }),
    lazyRoute('bonuses', () => import('./pages/bonuses/bonus-page').then((m) => m.BonusPage), { prefetch: prefetchOffers }),
    lazyRoute('live-casino', () => import('./pages/live-casino-page').then((m) => m.LiveCasinoPage)),
  ],
};
