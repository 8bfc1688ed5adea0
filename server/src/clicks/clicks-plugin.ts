import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TestSeams } from '../core/feature';
import { Clicks } from './clicks';

/**
 * `app.clicks`: the click report's counting (see Clicks). Every COUNTS_FLUSH_MS this server's
 * counts go to the shared tables and the repeat hashes past the window are deleted; the next
 * round starts when one has ended, and the last counts are written as the server stops.
 */
async function clicks(app: FastifyInstance, { clickClock }: TestSeams): Promise<void> {
  const { config, db, log } = app;
  const counting = new Clicks(db, config.clickRepeatSeconds, clickClock);
  app.decorate('clicks', counting);
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;
  const next = () => {
    if (stopping) return;
    timer = setTimeout(() => {
      counting
        .flush()
        .catch((error: unknown) => log.warn({ err: error }, 'writing the click and page view counts failed; trying again'))
        .finally(next);
    }, config.countsFlushMs);
    timer.unref();
  };
  next();
  app.addHook('preClose', async () => {
    stopping = true;
    clearTimeout(timer);
    await counting.flush().catch((error: unknown) => log.warn({ err: error }, 'the last click and page view counts could not be written'));
  });
}

export default fp(clicks, { name: 'clicks', dependencies: ['config', 'database'] });

declare module '../core/feature' {
  interface TestSeams {
    /** The clock clicks and page views are counted by (tests move it past the repeat window). */
    clickClock?: () => number;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Clicks on play buttons and page views, as the click report counts them. */
    clicks: Clicks;
  }
}
