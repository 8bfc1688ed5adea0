import type { Feature } from '../core/feature';
import { linkHealthRoutes } from './console-link-health';
import linkHealthPlugin from './link-health-plugin';
import { LINK_HEALTH_ACTIONS } from './link-health-steps';

/** The affiliate links' health: the scheduled check, its record and its mail. */
export const linkHealthFeature: Feature = {
  name: 'link-health',
  plugin: linkHealthPlugin,
  steps: LINK_HEALTH_ACTIONS,
  services: (app) => ({ linkHealth: app.linkHealth }),
  console: { pages: linkHealthRoutes, links: [{ label: 'Affiliate links', href: '/admin/console/link-health', step: 'link-health' }] },
};
