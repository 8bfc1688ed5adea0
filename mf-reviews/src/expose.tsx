import { routeModules, type AppModule, type RouteDeclaration } from '@casino/shared';
import { prefetchCasinos } from './components/prefetch-casinos';
import declarations from './routes.json';

/** Every review page needs the catalogue's casinos: they own the facts it shows. */
const templates = {
  'reviews-index': { load: () => import('./pages/reviews-index-page').then((m) => m.ReviewsIndexPage), prefetch: prefetchCasinos },
  'fixed-review': { load: () => import('./components/fixed-review-page').then((m) => m.FixedReviewPage), prefetch: prefetchCasinos },
  'static-review': { load: () => import('./components/static-review-page').then((m) => m.StaticReviewPage), prefetch: prefetchCasinos },
  review: { load: () => import('./pages/generic-review-page').then((m) => m.GenericReviewPage), prefetch: prefetchCasinos },
};

/** A written review's text, each file a chunk of its own. */
const loadContent = (name: string) =>
  import(/* webpackInclude: /\.ts$/ */ /* webpackExclude: /types\.ts$/ */ `./content/${name}`).then((m: { default: unknown }) => m.default);

/** The reviews app's routes: each line of routes.json with its template and content. */
const reviewsModule: AppModule = { routes: routeModules(declarations as RouteDeclaration[], templates, loadContent) };
export const { routes } = reviewsModule;
