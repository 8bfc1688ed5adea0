import { changesOf, type ActionRun, type ReleaseAction } from './step';

/**
 * What has to happen around every step, whichever way it comes (the admin API, the console):
 * note what is served before it, and after it load what is served again where it changed and
 * purge the shared caches of what changed. The capabilities that know how (releases: what is
 * served; pages: the edge) give these to the entry point, which gives them to the runner.
 */
export interface StepEffects<Mark = unknown> {
  /** Notes what is served now, before the step. */
  before(): Mark;
  /** After the step: `served` when it changed what visitors are served (see Changes). */
  after(action: ReleaseAction, mark: Mark, served: boolean): Promise<void>;
}

/** Runs one step as every way in runs it: note what is served, run, reload on change, purge. */
export type StepRunner = (action: ReleaseAction, run: ActionRun<Record<string, unknown>>) => Promise<object>;

export function stepRunner<Mark>(effects: StepEffects<Mark>): StepRunner {
  return async (action, run) => {
    const mark = effects.before();
    const result = await action.work(run as never);
    await effects.after(action, mark, changesOf(action, run.input) === 'served');
    return result;
  };
}
