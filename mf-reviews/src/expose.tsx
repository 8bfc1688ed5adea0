import { lazyRoute, type AppModule, type RouteModule } from '@casino/shared';
import { CatalogCasino } from './components/catalog-casino';
import { prefetchCasinos } from './components/review-play-link';
import { fixedReviewLoaders, staticReviewLoaders } from './content/reviews-registry';

/** One route per written review; its template and text load as chunks of their own. */
const writtenReviewRoutes: RouteModule[] = [
  ...Object.entries(fixedReviewLoaders).map(([slug, load]) =>
    lazyRoute(`review-${slug}`, async () => {
      const [review, { FixedReviewPage }] = await Promise.all([load(), import('./components/fixed-review-page')]);
      return () => <CatalogCasino find={(casino) => casino.slug === slug}>{(casino) => <FixedReviewPage review={review} casino={casino} />}</CatalogCasino>;
    }, prefetchCasinos),
  ),
  ...Object.entries(staticReviewLoaders).map(([slug, load]) =>
    lazyRoute(`review-${slug}`, async () => {
      const [review, { StaticReviewPage }] = await Promise.all([load(), import('./components/static-review-page')]);
      return () => <CatalogCasino find={(casino) => casino.slug === slug}>{(casino) => <StaticReviewPage review={review} casino={casino} />}</CatalogCasino>;
    }, prefetchCasinos),
  ),
];

/** The reviews app's routes; their paths are declared in routes.json. */
const reviewsModule: AppModule = {
  routes: [
    lazyRoute('reviews-index', () => import('./pages/reviews-index-page').then((m) => m.ReviewsIndexPage), prefetchCasinos),
    ...writtenReviewRoutes,
    lazyRoute('review', () => import('./pages/generic-review-page').then((m) => m.GenericReviewPage), prefetchCasinos),
  ],
};
export const { routes } = reviewsModule;
