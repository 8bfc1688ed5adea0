import { createHash } from 'node:crypto';
import type { Experiment, Variant } from './experiments';

/** Release groups (see releases/canary-choice.ts): a share of 1 % is one group. */
const GROUPS = 100;

/** Each experiment's order of the groups, made once. */
const orders = new Map<number, number[]>();

/**
 * The place of every group in an experiment's own order: the groups sorted by a hash of the
 * experiment's number and the group. So each experiment deals the groups out afresh, and no
 * canary (a run of consecutive groups) nor another experiment lands in one variant as a block.
 */
function placesOf(experiment: number): number[] {
  let places = orders.get(experiment);
  if (!places) {
    const ranked = Array.from({ length: GROUPS }, (_, group) => ({ group, hash: createHash('sha256').update(`${experiment}:${group}`).digest('hex') })).sort((a, b) => a.hash.localeCompare(b.hash));
    places = new Array<number>(GROUPS);
    for (const [place, { group }] of ranked.entries()) places[group] = place;
    orders.set(experiment, places);
  }
  return places;
}

/**
 * The variant a release group is shown: in the experiment's own order of the groups, the first
 * ones go to the first variant by its share, the next to the next, so every variant gets exactly
 * its share of the groups.
 */
export function variantFor(experiment: Pick<Experiment, 'id' | 'variants'>, group: number): Variant {
  const slot = placesOf(experiment.id)[group]!;
  let edge = 0;
  for (const variant of experiment.variants) {
    edge += variant.share;
    if (slot < edge) return variant;
  }
  return experiment.variants[experiment.variants.length - 1]!;
}
