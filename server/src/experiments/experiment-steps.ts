import { Type } from '@sinclair/typebox';
import { defineAction } from '../core/steps/step';
import { ReleaseError, StepInputError } from '../core/steps/step-error';
import { compareVariants, type Comparison } from './comparison';
import { ExperimentInput, MOST_RUNNING, definitionProblems } from './experiment-definition';
import { endExperiment, loadExperiments, startExperiment, variantKey } from './experiments';
import type { RunningExperiments } from './running-experiments';
import { variantArgument } from './variant-argument';
import { comparisonLines } from './comparison-lines';

declare module '../core/steps/step' {
  interface ActionServices {
    /** This server's running experiments, read again after a step changes them: the others follow the notice. */
    experiments: RunningExperiments;
    /** A page's one address in the served site, or null for a path that is no page. */
    canonicalPage: (path: string) => string | null;
    /** The shared caches: a visitor's cohort answer changes when an experiment starts or ends. */
    purgeCohorts: () => Promise<void>;
  }
}

/** Starting and ending experiments changes what visitors see: an administrator's or the owner's scope. */
const EXPERIMENTS = 'experiments';
/** Reading the comparisons changes nothing: the reports' scope, an analyst's too. */
const REPORTS = 'reports';
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: "the experiment's number" });

const start = defineAction({
  name: 'experiment-start',
  summary: "Start an experiment on a page's placement: the control and the variants (a button text, the toplist's order or the button's place) for shares of visitors",
  scope: EXPERIMENTS,
  http: { method: 'POST', path: '/admin/experiments' },
  input: ExperimentInput,
  changes: 'data',
  work: async ({ services: { db, experiments, canonicalPage, purgeCohorts }, input, actor, progress }) => {
    const problems = definitionProblems(input, canonicalPage);
    if (problems.length) throw new StepInputError(400, `The experiment cannot start: ${problems.join('; ')}.`);
    if (experiments.list().length >= MOST_RUNNING) throw new ReleaseError(`${MOST_RUNNING} experiments run already: end one first`, [], true);
    const id = await startExperiment(db, input, actor);
    if (id === null) throw new ReleaseError(`an experiment runs on ${input.page} already: end it first`, [], true);
    // Shown here from the answer on, on the other servers from the notice; shared caches ask for the cohorts again.
    await experiments.load();
    await purgeCohorts();
    progress(`experiment ${id} runs on ${input.page}: ${input.variants.map((variant, index) => `${variantKey(index)} ${variant.share} %`).join(', ')}; a difference is called at ${input.horizon} clicks a variant`);
    return { id };
  },
  cli: {
    command: 'experiment start',
    usage: '<page> <control share> <variant>... --name <what it tries> --clicks <per variant>',
    note: 'a variant is its share, then what it changes: 50,label=Bonus holen or 50,order=rating or 50,button=start',
    positionals: [{ field: 'page', missing: 'experiment start needs the page’s path, such as /' }],
    options: {
      name: { type: 'string', field: 'name', invalid: '--name needs what the experiment tries, in a few words' },
      clicks: { type: 'string', field: 'horizon', invalid: '--clicks needs the clicks every variant needs before a difference is called, 100 or more' },
    },
    input: (positionals) => {
      if (positionals.length < 3) throw new ReleaseError('experiment start needs the page, the control’s share and one variant at least, such as: / 50 "50,label=Bonus holen"');
      return { page: positionals[0], variants: positionals.slice(1).map((text, index) => variantArgument(text, index + 1)) };
    },
  },
});

const end = defineAction({
  name: 'experiment-end',
  summary: 'End an experiment: every visitor sees the page as it is again; its clicks and comparison stay',
  scope: EXPERIMENTS,
  http: { method: 'POST', path: '/admin/experiments/:id/end' },
  input: Type.Object({ id: Id, kept: Type.Optional(Type.String({ maxLength: 1, pattern: '^[a-e]$', description: 'the variant kept, a to e' })) }),
  changes: 'data',
  work: async ({ services: { db, experiments, purgeCohorts }, input, actor, progress }) => {
    const keys = experiments.list().find((experiment) => experiment.id === input.id)?.variants.map((variant) => variant.key);
    if (input.kept && keys && !keys.includes(input.kept)) throw new StepInputError(400, `experiment ${input.id} has no variant ${input.kept}: its variants are ${keys.join(', ')}`);
    if (!(await endExperiment(db, input.id, input.kept ?? null, actor))) throw new ReleaseError(`no experiment ${input.id} runs`, [], true);
    await experiments.load();
    await purgeCohorts();
    progress(`experiment ${input.id} has ended${input.kept ? `; variant ${input.kept} was kept` : ''}`);
    return { id: input.id, ended: true };
  },
  cli: {
    command: 'experiment end',
    usage: '<number> [--kept <variant>]',
    positionals: [{ field: 'id', missing: 'experiment end needs the experiment’s number (npm run experiment -- list)' }],
    options: { kept: { type: 'string', field: 'kept', invalid: '--kept needs the key of the variant kept, a to e' } },
    input: (positionals) => (positionals[0] === undefined ? {} : { id: /^\d{1,10}$/.test(positionals[0]) ? Number(positionals[0]) : positionals[0] }),
  },
});

const list = defineAction({
  name: 'experiment-list',
  summary: 'The experiments, running ones first, each with its variants compared on conversion rate and earnings per click',
  scope: REPORTS,
  http: { method: 'GET', path: '/admin/experiments' },
  input: Type.Object({}),
  changes: 'nothing',
  work: async ({ services: { db } }) => ({ experiments: await Promise.all((await loadExperiments(db, 'recent')).map((experiment) => compareVariants(db, experiment))) }),
  cli: {
    command: 'experiment list',
    usage: '',
    positionals: [],
    run: async (_args, client) => {
      const { experiments } = await client.request<{ experiments: Comparison[] }>('experiment-list', {});
      if (!experiments.length) console.log('no experiments yet: npm run experiment -- start <page> <control share> <variant>... --name <what it tries> --clicks <per variant>');
      for (const comparison of experiments) console.log(comparisonLines(comparison).join('\n'));
      return 0;
    },
  },
});

/** The steps that run experiments and read their comparisons. */
export const EXPERIMENT_ACTIONS = [start, end, list];
