import { lazyRoute, type AppModule, type RouteModule } from '@casino/shared';
import { GuidePage } from './components/guide-page';
import { guidePages } from './content/guide-pages';

const guideRoutes: RouteModule[] = Object.entries(guidePages).map(([id, load]) =>
  lazyRoute(id, async () => {
    const content = await load();
    return function GuideRoute() {
      return <GuidePage content={content} />;
    };
  }),
);

/** The guides app's routes, each page a chunk of its own; their paths are declared in routes.json. */
const guidesModule: AppModule = {
  routes: [
    lazyRoute('guides-index', () => import('./pages/guides-index-page').then((m) => m.GuidesIndexPage)),
    ...guideRoutes,
    lazyRoute('about', () => import('./pages/about-page').then((m) => m.AboutPage)),
    lazyRoute('contact', () => import('./pages/contact-page').then((m) => m.ContactPage)),
    lazyRoute('privacy', () => import('./pages/privacy-page').then((m) => m.PrivacyPage)),
    lazyRoute('terms', () => import('./pages/terms-page').then((m) => m.TermsPage)),
    lazyRoute('imprint', () => import('./pages/imprint-page').then((m) => m.ImprintPage)),
  ],
};
export const { routes } = guidesModule;
