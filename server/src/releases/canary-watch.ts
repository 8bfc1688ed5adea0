import type { Queryable } from '../core/db/database';
import { activeVersions, runningCanaries } from './registry';
import { ReleaseError } from '../core/steps/step-error';
import type { ReleaseService } from './release-service';
import { weightedTotals, type WeightedTotals } from './client-counts';
import { DEVICES, histogramKey, p75, vitalHistograms, type Metric, type VitalHistograms } from './vitals';

export interface ErrorBudget {
  /** A canary is judged only once it has served this many page views (as weighted)... */
  minViews: number;
  /** ...and is aborted only when this many clients had errors with it. */
  minClients: number;
  /** Page views of one client that count; its errors count up to as many. */
  viewsPerClient: number;
  /** It is aborted when its error rate exceeds the active version's by more than this many percentage points. */
  marginPercent: number;
}

/** How much slower than the active version a canary may be on visitors' devices (p75 of each web vital). */
export interface SpeedBudget {
  /** A metric is compared once both versions have this many page views measuring it, per device class. */
  minSamples: number;
  /** LCP and INP: worse by more than this many milliseconds and by more than `marginPercent`. */
  marginMs: number;
  marginPercent: number;
  /** CLS: higher by more than this. */
  clsMargin: number;
}

export const CANARY_WATCH_ACTOR = 'canary watch';

/** The metrics a canary is judged by: loading, responsiveness, visual stability. */
const JUDGED: readonly Metric[] = ['LCP', 'INP', 'CLS'];
const shown = (metric: Metric, value: number) => (metric === 'CLS' ? value.toFixed(3) : `${value} ms`);

/**
 * The speed budget's verdict on one canary: a reason to abort it, or null. Phones and desktops
 * are judged apart (Google's reading of the vitals); each metric only once both versions have
 * enough samples on that device class. The reason names every metric over budget, not only the
 * first: a change that shifts the page often delays its largest paint too, and the release
 * manager should read both.
 */
export function overSpeedBudget(canary: string, active: string, histograms: VitalHistograms, budget: SpeedBudget): string | null {
  const exceeded: string[] = [];
  for (const device of DEVICES) {
    for (const metric of JUDGED) {
      const ours = p75(metric, histograms.get(histogramKey(canary, device, metric)) ?? new Map());
      const theirs = p75(metric, histograms.get(histogramKey(active, device, metric)) ?? new Map());
      if (!ours || !theirs || ours.samples < budget.minSamples || theirs.samples < budget.minSamples) continue;
      const worse =
        metric === 'CLS'
          ? ours.value - theirs.value > budget.clsMargin
          : ours.value - theirs.value > budget.marginMs && ours.value > theirs.value * (1 + budget.marginPercent / 100);
      if (!worse) continue;
      const allowed = metric === 'CLS' ? `more than ${budget.clsMargin} higher` : `more than ${budget.marginMs} ms and ${budget.marginPercent} % slower`;
      exceeded.push(
        `${metric} on ${device}s was ${shown(metric, ours.value)} at the 75th percentile over ${ours.samples} page views, ` +
          `against ${shown(metric, theirs.value)} over ${theirs.samples} for the active ${active}: ${allowed}`,
      );
    }
  }
  return exceeded.length ? `speed budget exceeded: ${exceeded.join('; ')}` : null;
}

const rate = (totals: WeightedTotals) => (totals.views ? totals.errors / totals.views : 0);
const describe = (totals: WeightedTotals) =>
  `${(rate(totals) * 100).toFixed(1)} % (${totals.errors} errors in ${totals.views} page views of ${totals.clients} client${totals.clients === 1 ? '' : 's'}, ${totals.failingClients} of them with errors)`;

/**
 * The error budget's verdict on one canary: a reason to abort it, or null. Both versions are
 * counted over the same time, since the canary started; errors per page view, where the
 * browsers' reports and the server's render failures are the errors. One client weighs at
 * most `viewsPerClient` page views and as many errors (none beyond the pages it was served),
 * and an abort needs `minClients` clients with errors: one client with a canary cookie and a
 * script can neither abort a healthy canary nor hide a broken one.
 */
export function overBudget(canary: WeightedTotals, active: WeightedTotals, budget: ErrorBudget): string | null {
  if (canary.views < budget.minViews || canary.failingClients < budget.minClients) return null;
  if (rate(canary) - rate(active) <= budget.marginPercent / 100) return null;
  return (
    `error budget exceeded: ${canary.version} had ${describe(canary)} against ${describe(active)} for the active ${active.version}, ` +
    `more than the allowed ${budget.marginPercent} percentage points over at least ${budget.minViews} page views`
  );
}

/**
 * Checks every running canary against the error and speed budgets and aborts those over one. Every
 * server runs it; when two abort at once, the second finds no canary left and does nothing.
 */
export async function watchCanaries(db: Queryable, releases: ReleaseService, budget: ErrorBudget, speed: SpeedBudget) {
  const active = await activeVersions(db);
  /** One line per canary aborted, for the log. */
  const aborted: string[] = [];
  for (const canary of await runningCanaries(db)) {
    const stable = active.get(canary.app);
    if (!stable) continue;
    const [canaryTotals, activeTotals] = await weightedTotals(db, canary.app, [canary.version, stable], `${canary.startedAt} UTC`, budget.viewsPerClient);
    // Speed, too, is judged only once enough clients measured the canary.
    const measured = canaryTotals!.measuringClients >= budget.minClients;
    const reason =
      overBudget(canaryTotals!, activeTotals!, budget) ??
      (measured ? overSpeedBudget(canary.version, stable, await vitalHistograms(db, canary.app, [canary.version, stable], `${canary.startedAt} UTC`), speed) : null);
    if (!reason) continue;
    // Another server may have aborted it a moment ago: then there is nothing left to end. Marked
    // bad with it, it is kept from going live by mistake: activating it again takes --force and a reason.
    const ended = await releases.abort(canary.app, { reason, actor: CANARY_WATCH_ACTOR, markBad: true }).catch((error: unknown) => {
      if (error instanceof ReleaseError) return null;
      throw error;
    });
    if (!ended) continue;
    aborted.push(`${canary.app} ${canary.version}: ${reason}`);
  }
  return aborted;
}
