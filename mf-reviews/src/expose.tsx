import { routeModules, type AppModule, type ContentLoader, type RouteDeclaration } from '@casino/shared';
import { prefetchCatalogOffer, prefetchIndex, prefetchReviewedCasino } from './components/prefetch-casinos';
import declarations from './routes.json';

/**
 * Every review page needs the catalogue's facts of what it shows: the index one page of casinos, a
 * generic review the casino of its slug; a written one (fixed, static) its casino and offer,
 * prefetched per route below, since the casino is its routes.json line's.
 */
const templates = {
  'reviews-index': { load: () => import('./pages/reviews-index-page').then((m) => m.ReviewsIndexPage), prefetch: prefetchIndex },
  'fixed-review': { load: () => import('./components/fixed-review-page').then((m) => m.FixedReviewPage) },
  'static-review': { load: () => import('./components/static-review-page').then((m) => m.StaticReviewPage) },
  review: { load: () => import('./pages/generic-review-page').then((m) => m.GenericReviewPage), prefetch: prefetchReviewedCasino },
};
const routeDeclarations = declarations as RouteDeclaration[];
const casinoOf = new Map(routeDeclarations.flatMap((route) => (route.casino ? [[route.id, route.casino] as const] : [])));

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
const reviewsModule: AppModule = {
  routes: routeModules(routeDeclarations, templates, loadContent).map((route) => {
    const casino = casinoOf.get(route.id);
    return casino ? { ...route, prefetch: prefetchCatalogOffer(casino) } : route;
  }),
};
export const { routes } = reviewsModule;
