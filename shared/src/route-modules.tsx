import type { ComponentType } from 'react';
import { lazyRoute } from './lazy-route';
import type { RouteModule, RouteProps } from './remote-contract';
import type { RouteDeclaration } from './routing';

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
 * An app's exposed routes, read from its routes.json: each route renders its template
 * (`page`, or the one named like its id) with the content file it names, both loaded as
 * chunks when the route is first used. So a new page of an existing kind (a guide, a
 * written review) is one content file and one line in routes.json, nothing else.
 *
 * A line naming a template the app lacks fails here, when the app loads: the unit tests
 * and the release gate see it before any visitor does.
 */
export function routeModules(
  declarations: readonly RouteDeclaration[],
  templates: Readonly<Record<string, PageTemplate>>,
  loadContent: (name: string) => Promise<unknown>,
): RouteModule[] {
  return declarations.map((route) => {
    const name = route.page ?? route.id;
    const template = templates[name];
    if (!template) throw new Error(`route "${route.id}" names the page "${name}", which this app does not have`);
    return lazyRoute(
      route.id,
      async () => {
        const [Page, content] = await Promise.all([template.load(), route.content ? loadContent(route.content) : undefined]);
        const Template = Page as ComponentType<PageProps>;
        return function DeclaredPage(props: RouteProps) {
          return <Template {...props} route={route} content={content} />;
        };
      },
      template.prefetch,
    );
  });
}
