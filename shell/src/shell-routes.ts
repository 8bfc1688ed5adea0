import { lazyRoute, type AppModule } from '@casino/shared';
import { prefetchOffers } from './pages/bonuses/prefetch';
import { prefetchComparison } from './pages/comparison/prefetch';
import { prefetchHome } from './pages/home/prefetch';

/** The pages the shell itself renders, each a chunk of its own; their paths are declared in routes.json. */
export const shellModule: AppModule = {
  routes: [
    lazyRoute('home', () => import('./pages/home-page').then((m) => m.HomePage), { prefetch: prefetchHome }),
    lazyRoute('comparison', () => import('./pages/comparison/comparison-page').then((m) => m.ComparisonPage), { prefetch: prefetchComparison }),
    lazyRoute('bonuses', () => import('./pages/bonuses/bonus-page').then((m) => m.BonusPage), { prefetch: prefetchOffers }),
    lazyRoute('live-casino', () => import('./pages/live-casino-page').then((m) => m.LiveCasinoPage)),
  ],
};
