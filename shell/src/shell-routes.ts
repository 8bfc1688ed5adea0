import { casinosQuery, lazyRoute, type AppModule, type PrefetchContext } from '@casino/shared';
import { prefetchComparison } from './pages/comparison/prefetch';
import { prefetchHome } from './pages/home/prefetch';

/** The bonus page's offers name casinos whose facts are the catalogue's. */
const prefetchCasinos = ({ queryClient }: PrefetchContext) => queryClient.prefetchQuery(casinosQuery());

/** The pages the shell itself renders, each a chunk of its own; their paths are declared in routes.json. */
export const shellModule: AppModule = {
  routes: [
    lazyRoute('home', () => import('./pages/home-page').then((m) => m.HomePage), { prefetch: prefetchHome }),
    lazyRoute('comparison', () => import('./pages/comparison/comparison-page').then((m) => m.ComparisonPage), { prefetch: prefetchComparison }),
    lazyRoute('bonuses', () => import('./pages/bonuses/bonus-page').then((m) => m.BonusPage), { prefetch: prefetchCasinos }),
    lazyRoute('live-casino', () => import('./pages/live-casino-page').then((m) => m.LiveCasinoPage)),
  ],
};
