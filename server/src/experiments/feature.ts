import type { Feature } from '../core/feature';
import { canonicalPagesOf, COHORTS_KEY } from '../releases';
import { experimentRoutes } from './console-experiments';
import { EXPERIMENT_ACTIONS } from './experiment-steps';
import experimentsPlugin from './experiments-plugin';

/** Experiments: variants of a page's placement for shares of visitors, compared on what their clicks earn. */
export const experimentsFeature: Feature = {
  name: 'experiments',
  plugin: experimentsPlugin,
  steps: EXPERIMENT_ACTIONS,
  services: (app) => {
    return { experiments: app.experiments, canonicalPage: canonicalPagesOf(app.versions), purgeCohorts: () => app.edgePurge.purge([COHORTS_KEY]) };
  },
  console: {
    pages: experimentRoutes,
    links: [{ label: 'Experiments', href: '/admin/console/experiments', step: 'experiment-list' }],
  },
};
