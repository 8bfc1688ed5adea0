import type { Feature } from '../core/feature';
import adRulesPlugin from './ad-rules-plugin';
import { COMPLIANCE_ACTIONS } from './compliance-steps';
import { complianceRoutes } from './console-compliance';
import { WHITELIST_ACTIONS } from './whitelist/whitelist-steps';

/** The market's advertising rules: quiet hours, the whitelist and the record of what was shown. */
export const adRulesFeature: Feature = {
  name: 'ad-rules',
  plugin: adRulesPlugin,
  steps: [...WHITELIST_ACTIONS, ...COMPLIANCE_ACTIONS],
  services: (app) => ({ adRules: app.adRules }),
  console: { pages: complianceRoutes, links: [{ label: 'Advertising rules', href: '/admin/console/compliance', step: 'compliance' }] },
};
