import type { Queryable } from '../core/db/database';
import type { Experiment } from './experiments';
import { normalQuantile } from './normal-quantile';

/** The chance of calling a difference that is not there, for all of an experiment's comparisons together. */
export const ALPHA = 0.05;

/** What one variant's clicks brought. */
export interface VariantFigures {
  key: string;
  clicks: number;
  /** Clicks that brought a registration. */
  converted: number;
  revenueEur: number;
  /** converted / clicks; null without clicks. */
  conversionRate: number | null;
  /** Earnings per click in euros; null without clicks. */
  epc: number | null;
}

/** A difference to the control (variant − control) with its interval; null while either side has fewer than two clicks. */
export interface Difference {
  estimate: number;
  low: number;
  high: number;
  /** The interval leaves out 0, at the experiment's horizon: a difference the method calls real. */
  significant: boolean;
}

export interface VariantComparison extends VariantFigures {
  /** Against the control; null for the control itself. */
  conversionRateDifference: Difference | null;
  epcDifference: Difference | null;
}

export interface Comparison {
  experiment: Experiment;
  variants: VariantComparison[];
  /** Every variant has its horizon's clicks: from now on a difference may be called. */
  decided: boolean;
  /** In words, for the console and the command. */
  verdict: string;
}

export interface Sums {
  key: string;
  clicks: number;
  converted: number;
  revenue: number;
  /** The sum of each click's revenue squared: with the sum and the count, the spread of earnings per click. */
  revenueSquares: number;
}

/**
 * Per variant, its first `horizon` clicks, those that brought a registration, and each click's
 * revenue summed and squared. The clicks after the horizon are not compared: the comparison made
 * at the horizon is the one, and looking again later cannot turn it.
 */
async function sumsOf(db: Queryable, experiment: number, horizon: number): Promise<Sums[]> {
  const rows = await db.query<{ key: string; clicks: string; converted: string; revenue: string; squares: string }>(
    `WITH c AS (
       SELECT id, variant FROM (SELECT id, variant, row_number() OVER (PARTITION BY variant ORDER BY id) AS n FROM affiliate_clicks WHERE experiment = $1) AS numbered WHERE n <= $2
     ),
     v AS (SELECT x.click, bool_or(x.event = 'registration') AS registered, sum(x.amount_eur) AS revenue FROM conversions x JOIN c ON c.id = x.click GROUP BY x.click)
     SELECT c.variant AS key, count(*) AS clicks, count(*) FILTER (WHERE v.registered) AS converted, coalesce(sum(v.revenue), 0) AS revenue, coalesce(sum(v.revenue * v.revenue), 0) AS squares
     FROM c LEFT JOIN v ON v.click = c.id GROUP BY c.variant`,
    [experiment, horizon],
  );
  return rows.map((row) => ({ key: row.key, clicks: Number(row.clicks), converted: Number(row.converted), revenue: Number(row.revenue), revenueSquares: Number(row.squares) }));
}

/**
 * A difference of two means with its interval, by the normal approximation (Welch's unpooled
 * standard error): at the horizon each side has hundreds of clicks at least, where the mean of
 * a click's earnings (mostly zeros, a few payouts) is close enough to normal.
 */
function difference(control: { n: number; mean: number; variance: number }, variant: { n: number; mean: number; variance: number }, z: number, decided: boolean): Difference | null {
  if (control.n < 2 || variant.n < 2) return null;
  const estimate = variant.mean - control.mean;
  const error = Math.sqrt(control.variance / control.n + variant.variance / variant.n);
  const [low, high] = [estimate - z * error, estimate + z * error];
  return { estimate, low, high, significant: decided && (low > 0 || high < 0) };
}

/** A proportion's mean and variance (of one click's 0 or 1), and those of a click's earnings. */
const rateOf = (s: Sums) => ({ n: s.clicks, mean: s.clicks ? s.converted / s.clicks : 0, variance: s.clicks ? (s.converted / s.clicks) * (1 - s.converted / s.clicks) : 0 });
const earningsOf = (s: Sums) => {
  const mean = s.clicks ? s.revenue / s.clicks : 0;
  return { n: s.clicks, mean, variance: s.clicks > 1 ? Math.max(0, (s.revenueSquares - s.clicks * mean * mean) / (s.clicks - 1)) : 0 };
};

/**
 * Compares every variant with the control on conversion rate and earnings per click, with a
 * fixed horizon: the intervals are shown as the clicks come, but a difference is called only
 * once every variant has the horizon's clicks, and only from those first clicks, so looking at
 * the page every day, before or after, does not turn chance into a finding. The intervals are
 * Bonferroni-corrected for the comparisons made (each variant against the control, on both
 * figures: each at ALPHA / their number), so that the chance of any false call stays at ALPHA;
 * at the horizon, one that leaves out zero is significant. The normal approximation asks for
 * hundreds of clicks a variant at least, and treats clicks as independent: choose a horizon of
 * thousands.
 */
export async function compareVariants(db: Queryable, experiment: Experiment): Promise<Comparison> {
  return compare(experiment, await sumsOf(db, experiment.id, experiment.horizon));
}

/** The comparison of an experiment's variants from their sums (see compareVariants). */
export function compare(experiment: Experiment, sums: readonly Sums[]): Comparison {
  const of = (key: string): Sums => sums.find((s) => s.key === key) ?? { key, clicks: 0, converted: 0, revenue: 0, revenueSquares: 0 };
  const [control, ...others] = experiment.variants.map((variant) => of(variant.key));
  // Each variant against the control on two figures: conversion rate and earnings per click.
  const comparisons = 2 * Math.max(1, others.length);
  const z = normalQuantile(1 - ALPHA / comparisons / 2);
  const decided = [control!, ...others].every((s) => s.clicks >= experiment.horizon);
  const figures = (s: Sums): VariantFigures => ({
    key: s.key,
    clicks: s.clicks,
    converted: s.converted,
    revenueEur: Math.round(s.revenue * 100) / 100,
    conversionRate: s.clicks ? s.converted / s.clicks : null,
    epc: s.clicks ? s.revenue / s.clicks : null,
  });
  const variants: VariantComparison[] = [
    { ...figures(control!), conversionRateDifference: null, epcDifference: null },
    ...others.map((s) => ({
      ...figures(s),
      conversionRateDifference: difference(rateOf(control!), rateOf(s), z, decided),
      epcDifference: difference(earningsOf(control!), earningsOf(s), z, decided),
    })),
  ];
  return { experiment, variants, decided, verdict: verdictOf(experiment, variants, decided) };
}

const euros = (value: number) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(3)} €`;

/** The comparison in a sentence: not yet, none, or which variant differs from the control and how. */
function verdictOf(experiment: Experiment, variants: VariantComparison[], decided: boolean): string {
  const fewest = Math.min(...variants.map((v) => v.clicks));
  if (!decided) return `Not decided yet: every variant needs ${experiment.horizon} clicks, the fewest has ${fewest}. Differences are not called before then.`;
  const found = variants.flatMap((v) => [
    ...(v.epcDifference?.significant ? [`${v.key} earns ${euros(v.epcDifference.estimate)} per click against a (significant)`] : []),
    ...(v.conversionRateDifference?.significant ? [`${v.key} converts ${(v.conversionRateDifference.estimate * 100).toFixed(2)} points ${v.conversionRateDifference.estimate > 0 ? 'more' : 'less'} than a (significant)`] : []),
  ]);
  return found.length ? `${found.join('; ')}.` : 'No significant difference to the control at the horizon.';
}
