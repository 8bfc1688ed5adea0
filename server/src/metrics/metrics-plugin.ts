import { BlockList, isIP } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AggregatorRegistry } from 'prom-client';
import { metricsText } from './cluster-metrics';
import { SiteMetrics } from './site-metrics';

/** METRICS_ALLOW as a list the address of a request is checked against. */
export function allowList(setting: string): BlockList {
  const list = new BlockList();
  for (const entry of setting.split(',').map((part) => part.trim()).filter(Boolean)) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address, bits] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family) throw new Error(`METRICS_ALLOW: "${entry}" is no address or subnet`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, Number(bits), type);
  }
  return list;
}

const allows = (list: BlockList, ip: string) => {
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
};

const sameSecret = (given: string, expected: string) => given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * `app.metrics` (see SiteMetrics) and `GET /metrics` in Prometheus' text format, for the
 * operator's monitoring only: from an address in METRICS_ALLOW (loopback by default) or with
 * METRICS_TOKEN as a bearer token; anyone else gets 403. Every response is counted.
 */
async function metrics(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const site = new SiteMetrics(app.db, () => (app.hasDecorator('versions') ? app.versions : undefined));
  if (cluster.isWorker) {
    // Making one starts the worker's answers to the primary's requests for its figures.
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([site.registry]);
  }
  const allowed = allowList(config.metricsAllow);
  app.decorate('metrics', site);
  app.addHook('onResponse', async (request, reply) => site.request(request.routeOptions.url, reply.statusCode));

  app.get('/metrics', async (request, reply) => {
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const byToken = Boolean(bearer && config.metricsToken && sameSecret(bearer, config.metricsToken));
    reply.header('Cache-Control', 'no-store');
    if (!byToken && !allows(allowed, request.ip)) {
      return reply.code(403).send({ message: 'The metrics are for the operator’s monitoring: read them from an address in METRICS_ALLOW or with METRICS_TOKEN.' });
    }
    return reply.type('text/plain; version=0.0.4; charset=utf-8').send(await metricsText(site.registry));
  });
}

export default fp(metrics, { name: 'metrics', dependencies: ['config', 'database', 'releases'] });

declare module 'fastify' {
  interface FastifyInstance {
    /** The figures /metrics reports (see SiteMetrics). */
    metrics: SiteMetrics;
  }
}
