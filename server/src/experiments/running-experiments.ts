import { consentFromCookies, isEnglishPath, type PlacementVariant, type PlacementVariants } from '@casino/shared';
import type { Queryable } from '../core/db/database';
import { groupFromCookies, type CohortPart } from '../releases';
import { loadExperiments, type Experiment, type Variant } from './experiments';
import { variantFor } from './variant-choice';

/** What a page of the experiment's shows a visitor of the variant. */
const placementOf = (experiment: Experiment, variant: Variant): PlacementVariant => ({
  experiment: experiment.id,
  variant: variant.key,
  language: isEnglishPath(experiment.page) ? 'en' : 'de',
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

  /**
   * Only visitors who agreed take part (the consent banner's choice, `granted`): keeping a visitor
   * in a variant from page to page reads the release group cookie for a purpose that is not
   * strictly needed to show the site (§ 25 TDDDG), unlike keeping one version of the code during
   * a release. Everyone else sees the page as it is, and their clicks count for no variant.
   */
  takes(cookies: string | undefined): boolean {
    return this.running.length > 0 && consentFromCookies(cookies) === 'granted';
  }

  assign(group: number): { name: string; variants: PlacementVariants } {
    const shown = this.running.map((experiment) => ({ experiment, variant: variantFor(experiment, group) }));
    return {
      name: shown.map(({ experiment, variant }) => `xp${experiment.id}:${variant.key}`).join('+'),
      variants: Object.fromEntries(shown.map(({ experiment, variant }) => [experiment.page, placementOf(experiment, variant)])),
    };
  }

  /**
   * The experiment and variant a click from `page` counts for: the one its link says it was shown
   * in (`xp`, see shownVariant), when the browser's cookies give the same. Null otherwise: the
   * page came without the variant (the visitor agreed on the banner after it loaded, the
   * experiment started after, the English home page at /), or the visitor no longer takes part,
   * or the link was made up. So a click counts only for what its page showed.
   */
  clickOn(page: string | null, shown: string | undefined, cookies: string | undefined): { experiment: number; variant: string } | null {
    const group = groupFromCookies(cookies);
    const experiment = page === null || group === null || !this.takes(cookies) ? undefined : this.running.find((e) => e.page === page);
    if (!experiment) return null;
    const variant = variantFor(experiment, group!).key;
    return shown === `${experiment.id}-${variant}` ? { experiment: experiment.id, variant } : null;
  }
}
