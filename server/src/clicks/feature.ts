import type { Feature } from '../core/feature';
import { affiliateRoutes } from './affiliate-route';
import clicksPlugin from './clicks-plugin';
import { clickReportRoutes } from './console-clicks';
import { REPORT_ACTIONS } from './report-steps';

/** Clicks: `/go/` to the casinos, counted per placement, and the click report. */
export const clicksFeature: Feature = {
  name: 'clicks',
  plugin: clicksPlugin,
  routes: [affiliateRoutes],
  steps: REPORT_ACTIONS,
  console: { pages: clickReportRoutes, links: [{ label: 'Clicks', href: '/admin/console/clicks', step: 'click-report' }] },
};
