import type { Feature } from '../core/feature';
import { faviconRoutes } from './favicon';
import { pageRoutes } from './pages-route';
import renderingPlugin from './rendering-plugin';

/** The pages: rendering with the page cache and the edge's headers, for every path no other feature answers. */
export const pagesFeature: Feature = {
  name: 'pages',
  plugin: renderingPlugin,
  routes: [faviconRoutes, pageRoutes],
};
