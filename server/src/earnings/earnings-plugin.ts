import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reloadOnNotice } from '../core/db/reload-on-notice';
import type { TestSeams } from '../core/feature';
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
 * `app.networks`: the affiliate networks in memory, read again on every server when one is
 * registered or revoked, so `/go/` and the postbacks never wait for the database; and
 * `app.postbackLimits`, what this server takes of them a second.
 */
async function earnings(app: FastifyInstance, { postbackClock }: TestSeams): Promise<void> {
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
}

export default fp(earnings, { name: 'earnings', dependencies: ['config', 'database'] });

declare module '../core/feature' {
  interface TestSeams {
    /** The clock the postbacks' limits count by (tests hold it still, so a burst falls in one window however slow the machine). */
    postbackClock?: () => number;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    networks: NetworkRegistry;
    postbackLimits: PostbackLimits;
  }
}
