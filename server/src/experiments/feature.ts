import type { Feature } from '../core/feature';
import { COHORTS_KEY, pageAppsOf } from '../releases';
import { experimentRoutes } from './console-experiments';
import { EXPERIMENT_ACTIONS } from './experiment-steps';
import experimentsPlugin from './experiments-plugin';

/** Experiments: variants of a page's placement for shares of visitors, compared on what their clicks earn. */
export const experimentsFeature: Feature = {
  name: 'experiments',
  plugin: experimentsPlugin,
  steps: EXPERIMENT_ACTIONS,
  services: (app) => {
    const pageAppOf = pageAppsOf(app.versions);
    return { experiments: app.experiments, pageExists: (path: string) => pageAppOf(path) !== null, purgeCohorts: () => app.edgePurge.purge([COHORTS_KEY]) };
  },
  console: {
    pages: experimentRoutes,
    links: [{ label: 'Experiments', href: '/admin/console/experiments', step: 'experiment-list' }],
  },
};
