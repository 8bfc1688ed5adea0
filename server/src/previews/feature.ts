import type { Feature } from '../core/feature';
import { previewRoutes } from './preview-route';
import previewsPlugin from './previews-plugin';

/** Preview links: opening one pins its versions in the browser that opens it. The step that makes one is the releases'. */
export const previewsFeature: Feature = {
  name: 'previews',
  plugin: previewsPlugin,
  routes: [previewRoutes],
  services: (app) => ({ previews: app.previews }),
};
