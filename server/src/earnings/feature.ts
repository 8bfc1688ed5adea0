import type { Feature } from '../core/feature';
import { earningsRoutes } from './console-earnings';
import { networkRoutes } from './console-networks';
import { EARNINGS_ACTIONS } from './earnings-steps';
import earningsPlugin from './earnings-plugin';
import { NETWORK_ACTIONS } from './network-steps';
import { postbackRoutes } from './postback-route';
import { CONVERSION_REPORT_ACTIONS } from './report-steps';

/** What the placements earn: the affiliate networks, their postbacks and the conversions they report. */
export const earningsFeature: Feature = {
  name: 'earnings',
  plugin: earningsPlugin,
  routes: [postbackRoutes],
  steps: [...EARNINGS_ACTIONS, ...NETWORK_ACTIONS, ...CONVERSION_REPORT_ACTIONS],
  services: (app) => ({ networks: app.networks, conversionMaxAgeDays: app.config.postbackMaxAgeDays }),
  console: {
    pages: (app, options) => {
      earningsRoutes(app, options);
      networkRoutes(app, options);
    },
    links: [
      { label: 'Earnings', href: '/admin/console/earnings', step: 'earnings-report' },
      { label: 'Networks', href: '/admin/console/networks', step: 'network-list' },
    ],
  },
};
