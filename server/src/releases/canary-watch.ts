import type { Queryable } from '../db/database';
import { activeVersions, runningCanaries } from './registry';
import { ReleaseError } from './release-error';
import type { ReleaseService } from './release-service';
import { versionTotals, type VersionTotals } from './version-counts';

export interface ErrorBudget {
  /** A canary is judged only once it has served this many page views. */
  minViews: number;
  /** It is aborted when its error rate exceeds the active version's by more than this many percentage points. */
  marginPercent: number;
}

export const CANARY_WATCH_ACTOR = 'canary watch';

const rate = (totals: VersionTotals) => (totals.views ? totals.errors / totals.views : 0);
const describe = (totals: VersionTotals) => `${(rate(totals) * 100).toFixed(1)} % (${totals.errors} errors in ${totals.views} page views)`;

/**
 * The error budget's verdict on one canary: a reason to abort it, or null. Both versions are
 * counted over the same time, since the canary started; errors per page view, where the
 * browsers' reports and the server's render failures are the errors.
 */
export function overBudget(canary: VersionTotals, active: VersionTotals, budget: ErrorBudget): string | null {
  if (canary.views < budget.minViews) return null;
  if (rate(canary) - rate(active) <= budget.marginPercent / 100) return null;
  return (
    `error budget exceeded: ${canary.version} had ${describe(canary)} against ${describe(active)} for the active ${active.version}, ` +
    `more than the allowed ${budget.marginPercent} percentage points over at least ${budget.minViews} page views`
  );
}

/**
 * Checks every running canary against the error budget and aborts those over it. Every
 * server runs it; when two abort at once, the second finds no canary left and does nothing.
 */
export async function watchCanaries(db: Queryable, releases: ReleaseService, budget: ErrorBudget) {
  const active = await activeVersions(db);
  const aborted: string[] = [];
  for (const canary of await runningCanaries(db)) {
    const stable = active.get(canary.app);
    if (!stable) continue;
    const [canaryTotals, activeTotals] = await versionTotals(db, canary.app, [canary.version, stable], `${canary.startedAt} UTC`);
    const reason = overBudget(canaryTotals!, activeTotals!, budget);
    if (!reason) continue;
    // Another server may have aborted it a moment ago: then there is nothing left to end.
    const ended = await releases.abort(canary.app, { reason, actor: CANARY_WATCH_ACTOR }).catch((error: unknown) => {
      if (error instanceof ReleaseError) return null;
      throw error;
    });
    if (!ended) continue;
    // Kept from going live by mistake: activating it again takes --force and a reason.
    await releases.markBad(canary.app, canary.version, { reason, actor: CANARY_WATCH_ACTOR });
    aborted.push(`${canary.app} ${canary.version}: ${reason}`);
  }
  return aborted;
}
