import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TestSeams } from '../core/feature';
import { runInRounds } from '../core/rounds';
import { Clicks } from './clicks';
import { pruneClicks } from './click-retention';

/**
 * How often each server deletes the clicks past CLICKS_RETENTION_DAYS: an hour's worth is a few
 * batches, and a server that stops mid-prune leaves the rest to the next round of any server.
 * The first round comes a minute after the start, so servers restarted often still prune.
 */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const FIRST_PRUNE_MS = 60 * 1000;

/**
 * `app.clicks`: the click report's counting (see Clicks). Every COUNTS_FLUSH_MS this server's
 * counts go to the shared tables and the repeat hashes past the window are deleted; the next
 * round starts when one has ended, and the last counts are written as the server stops. Apart
 * from that, on its own timer so a long first prune holds up no counts, the clicks past their
 * retention are deleted (see pruneClicks).
 */
async function clicks(app: FastifyInstance, { clickClock, clickPruneMs }: TestSeams): Promise<void> {
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
  // A prune stops after its batch when the server stops.
  runInRounds(app, {
    firstMs: clickPruneMs ?? FIRST_PRUNE_MS,
    everyMs: clickPruneMs ?? PRUNE_EVERY_MS,
    failed: 'deleting the clicks past CLICKS_RETENTION_DAYS failed; trying again in the next round',
    round: async (stopped) => {
      const pruned = await pruneClicks(db, config.clicksRetentionDays, { stopped });
      if (pruned.clicks || pruned.conversions) log.info(pruned, 'clicks and conversions past CLICKS_RETENTION_DAYS deleted');
    },
  });
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
    /** Milliseconds between the prunes of old clicks, the first one too (tests: a moment, not an hour). */
    clickPruneMs?: number;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Clicks on play buttons and page views, as the click report counts them. */
    clicks: Clicks;
  }
}
