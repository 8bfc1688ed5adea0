import type { FastifyInstance } from 'fastify';
import type { ActionServices, ReleaseAction } from './core/steps/step';
import { COMPLIANCE_ACTIONS } from './ad-rules/compliance-steps';
import { WHITELIST_ACTIONS } from './ad-rules/whitelist/whitelist-steps';
import { REPORT_ACTIONS } from './clicks/report-steps';
import { CREDENTIAL_ACTIONS } from './credentials/credential-steps';
import { LINK_HEALTH_ACTIONS } from './link-health/link-health-steps';
import { SUBSCRIBER_ACTIONS } from './newsletter/subscriber-steps';
import { RELEASE_STEPS } from './releases/release-steps';
import { CATALOGUE_ACTIONS } from './catalogue/catalogue-steps';

/**
 * Every step an operator may take, each capability's own, in the order the console shows their
 * forms and the CLI lists their commands. The admin API, the console and the CLI are made from
 * this one table (see core/steps): the core knows the table's shape, never its entries.
 */
export const STEP_TABLE: readonly ReleaseAction[] = [...RELEASE_STEPS, ...CATALOGUE_ACTIONS, ...CREDENTIAL_ACTIONS, ...SUBSCRIBER_ACTIONS, ...REPORT_ACTIONS, ...LINK_HEALTH_ACTIONS, ...WHITELIST_ACTIONS, ...COMPLIANCE_ACTIONS];

/** The parts of a running server the steps of `actions` work with: the core's and each capability's. */
export const actionServices = (app: FastifyInstance, actions: readonly ReleaseAction[]): ActionServices => ({
  scopes: [...new Set(actions.map((action) => action.scope ?? action.name))],
  db: app.db,
  siteUrl: app.config.siteUrl,
  varDir: app.config.varDir,
  releases: app.releases,
  catalog: app.catalog,
  previews: app.previews,
  linkHealth: app.linkHealth,
  adRules: app.adRules,
});
