import { setTimeout as sleep } from 'node:timers/promises';
import { Type } from '@sinclair/typebox';
import { printLinkHealth } from './link-health-output';
import { EXIT_ERROR, EXIT_REFUSED } from '../core/cli/exit-codes';
import type { CheckStart, LinkHealth } from './link-health';
import type { LinkHealthReport } from './link-health-store';
import { defineAction, type AdminClient } from '../core/steps/step';

declare module '../core/steps/step' {
  /** What the link check's steps work with. */
  interface ActionServices {
    linkHealth: LinkHealth;
  }
}

/**
 * The affiliate links' health: reading the latest check (analysts, catalogue editors and
 * admins; a credential with scope `link-health`), and starting one now (admins; scope
 * `link-health-run`), which sends requests to every partner and so is not everyone's to repeat.
 */
const READ = 'link-health';
const RUN = 'link-health-run';

/** How often the command asks whether the check it waits for has ended. */
const WAIT_MS = 1000;

const exitCodeOf = (report: LinkHealthReport) => (report.links.some((link) => link.broken) ? EXIT_REFUSED : 0);

/** The check's results once no check runs any more; null when the one started ended without any (its server stopped). */
async function resultsOf(client: AdminClient, start: CheckStart): Promise<LinkHealthReport | null> {
  for (;;) {
    const report = await client.request<LinkHealthReport>('link-health', {});
    if (!report.running) return start.started && report.run?.id === start.previousRun ? null : report;
    await sleep(WAIT_MS);
  }
}

const latest = defineAction({
  name: 'link-health',
  summary: "Show the latest check of the casinos' affiliate links, broken ones first, with what changed since the check before",
  scope: READ,
  http: { method: 'GET', path: '/admin/link-health' },
  input: Type.Object({}),
  changes: 'nothing',
  work: async ({ services }) => services.linkHealth.report(),
  cli: {
    // Before `link-health` in the table: the longer command is matched first.
    command: 'link-health latest',
    usage: '',
    note: 'exits with 1 when a link is broken',
    positionals: [],
    run: async (_args, client) => {
      const report = await client.request<LinkHealthReport>('link-health', {});
      printLinkHealth(report);
      return exitCodeOf(report);
    },
  },
});

const run = defineAction({
  name: 'link-health-run',
  summary: "Check every casino's affiliate link now",
  scope: RUN,
  http: { method: 'POST', path: '/admin/link-health/run' },
  input: Type.Object({}),
  changes: 'data',
  work: async ({ services, actor, progress }) => {
    const start = await services.linkHealth.begin(actor);
    progress(start.started ? 'the check has started' : `a check started by ${start.running?.startedBy} at ${start.running?.since} is running`);
    return start;
  },
  cli: {
    command: 'link-health',
    usage: '',
    note: 'waits for the results and prints them; exits with 1 when a link is broken',
    positionals: [],
    run: async (_args, client) => {
      const start = await client.request<CheckStart>('link-health-run', {});
      const report = await resultsOf(client, start);
      if (!report) {
        console.error('the check ended without results (its server stopped): run it again');
        return EXIT_ERROR;
      }
      printLinkHealth(report);
      return exitCodeOf(report);
    },
  },
});

export const LINK_HEALTH_ACTIONS = [latest, run];
