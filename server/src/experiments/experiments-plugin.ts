import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reloadOnNotice } from '../core/db/reload-on-notice';
import { EXPERIMENTS_CHANNEL } from './experiments';
import { RunningExperiments } from './running-experiments';

/**
 * `app.experiments`: the running experiments in memory, read again on every server when one
 * starts or ends, and given to the releases as a part of the visitors' cohorts.
 */
async function experiments(app: FastifyInstance): Promise<void> {
  const running = new RunningExperiments(app.db);
  await running.load();
  await app.db.listen(
    EXPERIMENTS_CHANNEL,
    reloadOnNotice(() => running.load(), (error) => app.log.error({ err: error }, 'reading the running experiments failed; pages show the variants last read')),
  );
  app.decorate('experiments', running);
  app.cohortParts.push(running);
}

export default fp(experiments, { name: 'experiments', dependencies: ['config', 'database', 'releases'] });

declare module 'fastify' {
  interface FastifyInstance {
    /** The running experiments; `load` reads them again (a step that changed them does, before it answers). */
    experiments: RunningExperiments;
  }
}
