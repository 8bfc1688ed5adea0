import { routeModules, type AppModule, type ContentLoader, type RouteDeclaration } from '@casino/shared';
import declarations from './routes.json';

/** The guides app's page templates; every guide and topic page uses "guide" with its own content file. */
const templates = {
  'guides-index': { load: () => import('./pages/guides-index-page').then((m) => m.GuidesIndexPage) },
  guide: { load: () => import('./components/guide-page').then((m) => m.GuidePage) },
  about: { load: () => import('./pages/about-page').then((m) => m.AboutPage) },
  contact: { load: () => import('./pages/contact-page').then((m) => m.ContactPage) },
  privacy: { load: () => import('./pages/privacy-page').then((m) => m.PrivacyPage) },
  terms: { load: () => import('./pages/terms-page').then((m) => m.TermsPage) },
  imprint: { load: () => import('./pages/imprint-page').then((m) => m.ImprintPage) },
};

/**
 * A guide's or topic's text in one language, each file and language a chunk of its own: the
 * query makes each language its own module, and the bundler keeps only the export read.
 */
const loadContent: ContentLoader = (name, language) =>
  language === 'de'
    ? import(/* webpackInclude: /\/(guides|topics)\/[\w-]+\.ts$/ */ `./content/${name}.ts?language=de`).then((m) => ({ facts: undefined, text: m.de }))
    : import(/* webpackInclude: /\/(guides|topics)\/[\w-]+\.ts$/ */ `./content/${name}.ts?language=en`).then((m) => ({ facts: undefined, text: m.en }));

/** The guides app's routes: each line of routes.json with its template and content. */
const guidesModule: AppModule = { routes: routeModules(declarations as RouteDeclaration[], templates, loadContent) };
export const { routes } = guidesModule;
