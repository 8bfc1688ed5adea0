import type { Feature } from '../core/feature';
import { clientErrorRoutes } from './api-client-errors';
import { viewRoutes } from './api-view';
import { vitalsRoutes } from './api-vitals';
import { assetRoutes } from './assets';
import { devEventRoutes } from './dev-events';
import { edgeCohortRoutes } from './edge-cohort';
import { releaseConsole } from './release-console';
import { RELEASE_STEPS } from './release-steps';
import releasesPlugin from './releases-plugin';
import { stepEffectsOf } from './step-effects';

/**
 * Releases: the registry of app versions, canaries judged by the pages' own figures, the
 * assets, and what every server serves. Its steps are the release manager's; it knows what is
 * served, so it gives every step its effects (note, reload, purge).
 */
export const releasesFeature: Feature = {
  name: 'releases',
  plugin: releasesPlugin,
  routes: [assetRoutes, viewRoutes, clientErrorRoutes, vitalsRoutes, edgeCohortRoutes, devEventRoutes],
  steps: RELEASE_STEPS,
  services: (app) => ({ releases: app.releases }),
  stepEffects: stepEffectsOf,
  console: { pages: releaseConsole },
};
