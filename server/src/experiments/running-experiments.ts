import type { PlacementVariant, PlacementVariants } from '@casino/shared';
import type { Queryable } from '../core/db/database';
import type { CohortPart } from '../releases';
import { loadExperiments, type Experiment, type Variant } from './experiments';
import { variantFor } from './variant-choice';

/** What a page of the experiment's shows a visitor of the variant. */
const placementOf = (experiment: Experiment, variant: Variant): PlacementVariant => ({
  experiment: experiment.id,
  variant: variant.key,
  ...(variant.label === undefined ? {} : { label: variant.label }),
  ...(variant.order === undefined ? {} : { order: variant.order }),
  ...(variant.button === undefined ? {} : { button: variant.button }),
});

/**
 * The running experiments as this server holds them, read again on every notice: every page and
 * every `/go/` asks, neither may wait for the database. They are the releases' cohort part: a
 * visitor's cohort names each running experiment's variant (`xp7:b`), so a shared cache keeps one
 * copy of a page per variant and never gives a visitor another's.
 */
export class RunningExperiments implements CohortPart {
  private running: readonly Experiment[] = [];

  constructor(private readonly db: Queryable) {}

  async load(): Promise<void> {
    this.running = await loadExperiments(this.db, 'running');
  }

  list(): readonly Experiment[] {
    return this.running;
  }

  active(): boolean {
    return this.running.length > 0;
  }

  assign(group: number): { name: string; variants: PlacementVariants } {
    const shown = this.running.map((experiment) => ({ experiment, variant: variantFor(experiment, group) }));
    return {
      name: shown.map(({ experiment, variant }) => `xp${experiment.id}:${variant.key}`).join('+'),
      variants: Object.fromEntries(shown.map(({ experiment, variant }) => [experiment.page, placementOf(experiment, variant)])),
    };
  }

  /** The experiment on a page and the variant a group was shown there; null when none runs there or the visitor has no group. */
  shownOn(page: string | null, group: number | null): { experiment: number; variant: string } | null {
    const experiment = page === null || group === null ? undefined : this.running.find((e) => e.page === page);
    return experiment ? { experiment: experiment.id, variant: variantFor(experiment, group!).key } : null;
  }
}
