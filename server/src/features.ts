import type { Feature } from './core/feature';
import type { ReleaseAction } from './core/steps/step';
import { adRulesFeature } from './ad-rules/feature';
import { catalogueFeature } from './catalogue/feature';
import { clicksFeature } from './clicks/feature';
import { credentialsFeature } from './credentials/feature';
import { earningsFeature } from './earnings/feature';
import { experimentsFeature } from './experiments/feature';
import { linkHealthFeature } from './link-health/feature';
import { metricsFeature } from './metrics/feature';
import { newsletterFeature } from './newsletter/feature';
import { pagesFeature } from './pages/feature';
import { previewsFeature } from './previews/feature';
import { releasesFeature } from './releases/feature';

/**
 * The site's features, each declared in its folder's `feature.ts`. Their plugins start in this
 * order (a plugin may use the parts of those before it: the releases render with the pages'
 * renderer, link health mails through the newsletter's outbox, the metrics read what the
 * releases serve); the console lists their forms and the CLI their commands in it too.
 */
export const FEATURES: readonly Feature[] = [
  catalogueFeature,
  adRulesFeature,
  newsletterFeature,
  pagesFeature,
  previewsFeature,
  releasesFeature,
  linkHealthFeature,
  earningsFeature,
  experimentsFeature,
  metricsFeature,
  clicksFeature,
  credentialsFeature,
];

/** Every step an operator may take: the admin API, the console and the CLI are made from it (see core/steps). */
export const STEP_TABLE: readonly ReleaseAction[] = FEATURES.flatMap((feature) => feature.steps ?? []);
