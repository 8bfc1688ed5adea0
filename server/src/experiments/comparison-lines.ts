import type { Comparison, Difference, VariantComparison } from './comparison';
import type { Experiment, Variant } from './experiments';

/** What a variant changes, in words ("the page as it is" for the control). */
export function changesOf(variant: Variant): string {
  const changes = [
    ...(variant.label === undefined ? [] : [`button text “${variant.label}”`]),
    ...(variant.order === undefined ? [] : [`toplist by ${variant.order}`]),
    ...(variant.button === undefined ? [] : [`button at the row's ${variant.button}`]),
  ];
  return changes.length ? changes.join(', ') : 'the page as it is';
}

export const percent = (value: number | null) => (value === null ? '–' : `${(value * 100).toFixed(2)} %`);
export const eurosPerClick = (value: number | null) => (value === null ? '–' : `${value.toFixed(3)} €`);

/** A difference and its interval, in the unit it is measured in; "–" while there is none. */
export function differenceText(difference: Difference | null, unit: 'points' | 'euros'): string {
  if (!difference) return '–';
  const show = unit === 'points' ? (value: number) => `${(value * 100).toFixed(2)}` : (value: number) => value.toFixed(3);
  return `${difference.estimate >= 0 ? '+' : ''}${show(difference.estimate)} [${show(difference.low)}, ${show(difference.high)}]${unit === 'points' ? ' points' : ' €'}${difference.significant ? ' significant' : ''}`;
}

const stateOf = (experiment: Experiment) =>
  experiment.endedAt ? `ended ${experiment.endedAt} by ${experiment.endedBy}${experiment.kept ? `, ${experiment.kept} kept` : ''}` : `running since ${experiment.startedAt}`;

const variantLine = (variant: Variant, figures: VariantComparison) =>
  `  ${variant.key} ${variant.share} % (${changesOf(variant)}): ${figures.clicks} clicks, ${percent(figures.conversionRate)} converted, ${eurosPerClick(figures.epc)} a click` +
  (figures.conversionRateDifference || figures.epcDifference ? `; against a: ${differenceText(figures.conversionRateDifference, 'points')}, ${differenceText(figures.epcDifference, 'euros')} a click` : '');

/** An experiment and its comparison as the command prints it. */
export function comparisonLines({ experiment, variants, verdict }: Comparison): string[] {
  return [
    `${experiment.id}  ${experiment.page}  “${experiment.name}”  ${stateOf(experiment)}, horizon ${experiment.horizon} clicks a variant`,
    ...experiment.variants.map((variant, index) => variantLine(variant, variants[index]!)),
    `  ${verdict}`,
  ];
}
