import type { FastifyInstance } from 'fastify';
import type { StepEffects } from '../core/steps/step-runner';
import { CATALOGUE_KEY } from './edge-keys';
import { keysChangedBetween, servedNow, type ServedState } from './edge-purge';

/**
 * Around every step on this server: what it serves before and after, loaded again before the
 * step answers when the step changed it (the other servers follow the release notice), and the
 * shared caches purged of the pages of the versions it stopped serving, the cohort answers, and
 * the catalogue's pages after an import. This server, which took the step, purges; the others do not.
 */
export function stepEffectsOf(app: FastifyInstance): StepEffects<ServedState> {
  const { versions, edgePurge } = app;
  return {
    before: () => servedNow(versions),
    after: async (action, before, served) => {
      if (served) await versions.load();
      await edgePurge.purge([...(action.name === 'import' ? [CATALOGUE_KEY] : []), ...keysChangedBetween(before, servedNow(versions))]);
    },
  };
}
