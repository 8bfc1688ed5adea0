import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reloadOnNotice } from '../core/db/reload-on-notice';
import { runInRounds } from '../core/rounds';
import type { TestSeams } from '../core/feature';
import { rollUpEarnings } from './earnings-rollup';
import { FixedWindows } from './fixed-windows';
import { NetworkRegistry, NETWORKS_CHANNEL } from './networks';

/** Postbacks refused as not the network's own that one address may send a minute, on this server, before it gets 429. */
const REFUSED_PER_MINUTE = 30;

/** The postbacks' limits on this server (see postback-route.ts). */
export interface PostbackLimits {
  /** POSTBACK_RATE_LIMIT per network and second. */
  perNetwork: FixedWindows;
  /** Forged postbacks per address and minute. */
  refusedPerAddress: FixedWindows;
}

/**
 * How often each server rolls up the closed days of the earnings report (see rollUpEarnings):
 * a day changed by a late conversion is read live until then, which costs the report some
 * milliseconds, not its figures. The first round comes a minute after the start, so servers
 * restarted often still roll up.
 */
const ROLLUP_EVERY_MS = 5 * 60 * 1000;
const FIRST_ROLLUP_MS = 60 * 1000;

/**
 * `app.networks`: the affiliate networks in memory, read again on every server when one is
 * registered or revoked, so `/go/` and the postbacks never wait for the database; and
 * `app.postbackLimits`, what this server takes of them a second. Besides, on a timer, the
 * earnings report's daily rollup.
 */
async function earnings(app: FastifyInstance, { postbackClock, earningsRollupMs }: TestSeams): Promise<void> {
  const networks = new NetworkRegistry(app.db);
  await networks.load();
  await app.db.listen(
    NETWORKS_CHANNEL,
    reloadOnNotice(
      () => networks.load(),
      (error) => app.log.error({ err: error }, 'reloading the affiliate networks failed; postbacks are checked against the last ones read'),
    ),
  );
  app.decorate('networks', networks);
  app.decorate('postbackLimits', {
    perNetwork: new FixedWindows(1000, app.config.postbackRateLimit, postbackClock),
    refusedPerAddress: new FixedWindows(60_000, REFUSED_PER_MINUTE, postbackClock),
  });
  if (earningsRollupMs === 0) return;
  // A round stops after its day when the server stops.
  runInRounds(app, {
    firstMs: earningsRollupMs ?? FIRST_ROLLUP_MS,
    everyMs: earningsRollupMs ?? ROLLUP_EVERY_MS,
    failed: 'rolling up the earnings report failed; its days are read from the clicks until the next round',
    round: async (stopped) => {
      const rolled = await rollUpEarnings(app.db, { stopped, keptDays: app.config.clicksRetentionDays });
      if (rolled.days.length) app.log.info({ days: rolled.days.length, newest: rolled.days[0], oldest: rolled.days.at(-1) }, 'closed days of the earnings report rolled up');
    },
  });
}

export default fp(earnings, { name: 'earnings', dependencies: ['config', 'database'] });

declare module '../core/feature' {
  interface TestSeams {
    /** The clock the postbacks' limits count by (tests hold it still, so a burst falls in one window however slow the machine). */
    postbackClock?: () => number;
    /** Milliseconds between the rollups of the earnings report, the first one too; 0 never (tests roll up themselves). */
    earningsRollupMs?: number;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    networks: NetworkRegistry;
    postbackLimits: PostbackLimits;
  }
}
