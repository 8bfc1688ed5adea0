import type { ReleaseAction } from './core/steps/step';
import { REPORT_ACTIONS } from './clicks/report-steps';
import { CREDENTIAL_ACTIONS } from './credentials/credential-steps';
import { LINK_HEALTH_ACTIONS } from './link-health/link-health-steps';
import { SUBSCRIBER_ACTIONS } from './newsletter/subscriber-steps';
import { RELEASE_STEPS } from './releases/release-steps';

/**
 * Every step an operator may take, each capability's own, in the order the console shows their
 * forms and the CLI lists their commands. The admin API, the console and the CLI are made from
 * this one table (see core/steps): the core knows the table's shape, never its entries.
 */
export const STEP_TABLE: readonly ReleaseAction[] = [...RELEASE_STEPS, ...CREDENTIAL_ACTIONS, ...SUBSCRIBER_ACTIONS, ...REPORT_ACTIONS, ...LINK_HEALTH_ACTIONS];
