import type { ComponentType } from 'react';
import type { Language } from './i18n/language';
import { lazyRoute } from './lazy-route';
import type { RouteModule, RouteProps } from './remote-contract';
import type { RouteDeclaration } from './routing';

/**
 * A routed page's content in the page's language. A content file exports `de` and `en`, the
 * text in each language, and may export `facts`, what is the same in every language. The
 * app's loader imports only the page's language (see loadContent), so the other language's
 * text is not in the chunk a visitor downloads.
 */
export interface PageContent<Facts, Text> {
  facts: Facts;
  text: Text;
}

/** What a page template receives: its route's parameters, its declaration and the content it names. */
export interface PageProps<Content = unknown> extends RouteProps {
  route: RouteDeclaration;
  content: Content;
}

export interface PageTemplate {
  /** The template's component, loaded as a chunk of its own. */
  load: () => Promise<ComponentType<PageProps<never>>>;
  /** The data the template needs before a server render, so the HTML holds it. */
  prefetch?: RouteModule['prefetch'];
}

/**
 * Loads a content file's facts and one language's text. The app writes one import per
 * language, each with its language as a query and reading only `facts` and that language's
 * export: `import(\`./content/${name}.ts?language=de\`).then((m) => ({ facts: m.facts, text: m.de }))`.
 * The query makes each language a module of its own, and the bundler leaves out what it
 * does not read, so the other language's text is not in the chunk.
 */
export type ContentLoader = (name: string, language: Language) => Promise<PageContent<unknown, unknown>>;

/**
 * An app's exposed routes, read from its routes.json: each route renders its template
 * (`page`, or the one named like its id) with the content file it names, both loaded as
 * chunks when the route is first used, the content in the page's language only. So a new
 * page of an existing kind (a guide, a written review) is one content file and one line in
 * routes.json, nothing else.
 *
 * A line naming a template the app lacks fails here, when the app loads: the unit tests
 * and the release gate see it before any visitor does.
 */
export function routeModules(
  declarations: readonly RouteDeclaration[],
  templates: Readonly<Record<string, PageTemplate>>,
  loadContent: ContentLoader,
): RouteModule[] {
  return declarations.map((route) => {
    const name = route.page ?? route.id;
    const template = templates[name];
    if (!template) throw new Error(`route "${route.id}" names the page "${name}", which this app does not have`);
    const { content: contentName } = route;
    return lazyRoute(
      route.id,
      async (language) => {
        const [Page, content] = await Promise.all([template.load(), contentName ? loadContent(contentName, language) : undefined]);
        const Template = Page as ComponentType<PageProps>;
        return function DeclaredPage(props: RouteProps) {
          return <Template {...props} route={route} content={content} />;
        };
      },
      { prefetch: template.prefetch, byLanguage: Boolean(contentName) },
    );
  });
}
