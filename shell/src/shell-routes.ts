import { lazyRoute, type AppModule } from '@casino/shared';
import { prefetchComparison } from './pages/comparison/prefetch';
import { prefetchHome } from './pages/home/prefetch';

/** The pages the shell itself renders, each a chunk of its own; their paths are declared in routes.json. */
export const shellModule: AppModule = {
  routes: [
    lazyRoute('home', () => import('./pages/home-page').then((m) => m.HomePage), prefetchHome),
    lazyRoute('comparison', () => import('./pages/comparison/comparison-page').then((m) => m.ComparisonPage), prefetchComparison),
    lazyRoute('bonuses', () => import('./pages/bonuses/bonus-page').then((m) => m.BonusPage)),
    lazyRoute('live-casino', () => import('./pages/live-casino-page').then((m) => m.LiveCasinoPage)),
  ],
};
