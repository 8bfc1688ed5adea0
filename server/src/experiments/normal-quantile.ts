import { createRequire } from 'node:module';

/** jStat (no types of its own): the one function the comparison uses, typed here. */
const { jStat } = createRequire(__filename)('jstat') as { jStat: { normal: { inv(p: number, mean: number, sd: number): number } } };

/** The standard normal distribution's quantile: z with P(Z ≤ z) = p. */
export const normalQuantile = (p: number) => jStat.normal.inv(p, 0, 1);
