import { routeModules, type AppModule, type ContentLoader, type RouteDeclaration } from '@casino/shared';
import { prefetchCasinos, prefetchCasinosAndBonuses } from './components/prefetch-casinos';
import declarations from './routes.json';

/** Every review page needs the catalogue's casinos: they own the facts it shows; a written one also its bonus records. */
const templates = {
  'reviews-index': { load: () => import('./pages/reviews-index-page').then((m) => m.ReviewsIndexPage), prefetch: prefetchCasinos },
  'fixed-review': { load: () => import('./components/fixed-review-page').then((m) => m.FixedReviewPage), prefetch: prefetchCasinosAndBonuses },
  'static-review': { load: () => import('./components/static-review-page').then((m) => m.StaticReviewPage), prefetch: prefetchCasinosAndBonuses },
  review: { load: () => import('./pages/generic-review-page').then((m) => m.GenericReviewPage), prefetch: prefetchCasinos },
};

/**
 * A written review's facts and its text in one language, each file and language a chunk of its
 * own: the query makes each language its own module, and since only `facts` and that
 * language's export are read, the bundler leaves the other language's text out of it.
 */
const loadContent: ContentLoader = (name, language) =>
  language === 'de'
    ? import(/* webpackInclude: /\.ts$/ */ /* webpackExclude: /types\.ts$/ */ `./content/${name}.ts?language=de`).then((m) => ({ facts: m.facts, text: m.de }))
    : import(/* webpackInclude: /\.ts$/ */ /* webpackExclude: /types\.ts$/ */ `./content/${name}.ts?language=en`).then((m) => ({ facts: m.facts, text: m.en }));

/** The reviews app's routes: each line of routes.json with its template and content. */
const reviewsModule: AppModule = { routes: routeModules(declarations as RouteDeclaration[], templates, loadContent) };
export const { routes } = reviewsModule;
