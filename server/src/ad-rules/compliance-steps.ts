import { Type } from '@sinclair/typebox';
import { defineAction, type ReleaseAction } from '../core/steps/step';
import { StepInputError } from '../core/steps/step-error';
import type { AdRules } from './ad-rules-plugin';
import { complianceReport, type ComplianceReport } from './compliance-report';
import { printCompliance } from './compliance-output';
import { MOMENT_EXPECTED, readMoment } from './record-moment';

declare module '../core/steps/step' {
  /** What the advertising rules' steps work with. */
  interface ActionServices {
    adRules: AdRules;
  }
}

/**
 * The record of what the site showed: every casino's calls to action now, or at a moment, and
 * why (analysts, editors, admins and the operator's lawyer with a credential of scope
 * `compliance`). It changes nothing.
 */
const compliance = defineAction({
  name: 'compliance',
  summary: "Show every casino's calls to action (shown or withheld, and why) now, or at a moment with --at, as the record keeps them",
  http: { method: 'GET', path: '/admin/compliance' },
  input: Type.Object({ at: Type.Optional(Type.String({ maxLength: 40 })) }),
  changes: 'nothing',
  work: async ({ input, services }) => {
    const at = input.at === undefined || input.at === '' ? null : readMoment(input.at);
    if (at === null && input.at) throw new StepInputError(400, `--at must be ${MOMENT_EXPECTED}; "${input.at}" is not`);
    return complianceReport(services.db, services.adRules, at);
  },
  cli: {
    command: 'compliance',
    usage: '[--at <time>]',
    note: 'a time without offset is German time',
    positionals: [],
    options: { at: { type: 'string', field: 'at', invalid: `--at must be ${MOMENT_EXPECTED}` } },
    run: async (args, client) => {
      printCompliance(await client.request<ComplianceReport>('compliance', args.input));
      return 0;
    },
  },
});

export const COMPLIANCE_ACTIONS: readonly ReleaseAction[] = [compliance];
