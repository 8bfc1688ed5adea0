import type { Experiment, Variant } from './experiments';

/** Release groups (see releases/canary-choice.ts): a share of 1 % is one group. */
const GROUPS = 100;

/**
 * The variant a release group is shown: the groups, shifted by a number of the experiment's own,
 * are handed out in the variants' order by their shares. Shifted, so the visitors of one
 * experiment's variant b are not those of the next's, nor a canary's.
 */
export function variantFor(experiment: Pick<Experiment, 'id' | 'variants'>, group: number): Variant {
  const slot = (group + experiment.id * 37) % GROUPS;
  let edge = 0;
  for (const variant of experiment.variants) {
    edge += variant.share;
    if (slot < edge) return variant;
  }
  return experiment.variants[experiment.variants.length - 1]!;
}
