import type { VitalFigure } from './vitals';
import { ReleaseError } from '../core/steps/step-error';
import type { AuditRow, CanaryRow, ReleaseRow } from './registry';

import { EXIT_ERROR, EXIT_REFUSED } from '../core/cli/exit-codes';

export { EXIT_ERROR, EXIT_REFUSED };

export type History = { releases: ReleaseRow[]; canary: CanaryRow | null; audit: AuditRow[]; page: number; pages: number };

export function printHistory(app: string, history: History) {
  console.log(`${app}: published versions (newest first)`);
  for (const r of history.releases) {
    console.log(`  ${r.active ? '*' : ' '} ${r.version}  ${r.createdAt} UTC  ${(Number(r.sizeBytes) / 1024).toFixed(0)} KB  by ${r.publishedBy}${r.notes ? `  "${r.notes}"` : ''}${r.badReason ? `  BAD: ${r.badReason}` : ''}`);
  }
  if (history.canary) console.log(`${app}: canary ${history.canary.version} for ${history.canary.percent} % of visitors since ${history.canary.startedAt} UTC`);
  console.log(`${app}: audit trail (newest first), page ${history.page} of ${history.pages}`);
  for (const a of history.audit) {
    console.log(`    ${a.at} UTC  ${a.action}  ${a.fromVersion ?? '-'} → ${a.toVersion ?? '-'}  by ${a.actor}${a.reason ? `: ${a.reason}` : ''}`);
  }
  if (history.page < history.pages) console.log(`  older entries: npm run releases -- ${app} --page ${history.page + 1}`);
}

export type VitalsSummary = { route: string | null; figures: VitalFigure[] };

export function printVitals(app: string, summary: VitalsSummary) {
  console.log(`${app}: web vitals of the last hour${summary.route ? ` on route ${summary.route}` : ''}, 75th percentile (page views measured)`);
  if (!summary.figures.length) console.log('  no page views measured');
  for (const f of summary.figures) {
    console.log(`  ${f.version}  ${f.device.padEnd(7)}  ${f.metric.padEnd(4)}  ${f.metric === 'CLS' ? f.p75.toFixed(3) : `${f.p75} ms`}  ${f.rating}  (${f.samples})`);
  }
}

export function printRefusal(what: string, reasons: readonly string[]) {
  console.error(what);
  for (const reason of reasons) console.error(`  - ${reason}`);
}

/**
 * Says why a command failed, in its own lines and never as a stack trace (a tool for people, not
 * a crash report), and returns its exit code: 1 for a refusal, 2 for a command that could not be
 * carried out.
 */
export function reportFailure(error: unknown): number {
  if (error instanceof ReleaseError && error.refused) {
    if (error.reasons.length) printRefusal(error.message, error.reasons);
    else console.error(error.message);
    return EXIT_REFUSED;
  }
  console.error(error instanceof ReleaseError ? error.message : `error: ${error instanceof Error ? error.message : String(error)}`);
  return EXIT_ERROR;
}
