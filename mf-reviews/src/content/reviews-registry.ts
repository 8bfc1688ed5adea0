import type { FixedReview, StaticReview } from './types';

/** Reviews with the full layout, one data file per casino, each loaded as a chunk of its own. */
export const fixedReviewLoaders: Readonly<Record<string, () => Promise<FixedReview>>> = {
  stake: () => import('./stake').then((m) => m.stakeReview),
  fresh: () => import('./fresh').then((m) => m.freshReview),
  sol: () => import('./sol').then((m) => m.solReview),
  jet: () => import('./jet').then((m) => m.jetReview),
  legzo: () => import('./legzo').then((m) => m.legzoReview),
  izzi: () => import('./izzi').then((m) => m.izziReview),
  starda: () => import('./starda').then((m) => m.stardaReview),
  drip: () => import('./drip').then((m) => m.dripReview),
  drueckglueck: () => import('./drueckglueck').then((m) => m.drueckglueckReview),
};

/** Reviews with the static layout (summary card, deposit schedule, payment lists). */
export const staticReviewLoaders: Readonly<Record<string, () => Promise<StaticReview>>> = {
  leovegas: () => import('./leovegas').then((m) => m.leovegasReview),
  'bet-at-home': () => import('./bet-at-home').then((m) => m.betAtHomeReview),
  sunmaker: () => import('./sunmaker').then((m) => m.sunmakerReview),
  lapalingo: () => import('./lapalingo').then((m) => m.lapalingoReview),
};

/** Every casino slug that has a written review. Route ids are review-<slug>. */
export const writtenReviewSlugs = new Set([...Object.keys(fixedReviewLoaders), ...Object.keys(staticReviewLoaders)]);
