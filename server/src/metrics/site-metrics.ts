import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../core/db/database';
import type { ServedVersions } from '../releases';

/** Which part of the site a request went to, a label of few values (never the URL itself). */
export function routeGroupOf(routeUrl: string | undefined): string {
  if (!routeUrl) return 'unmatched';
  if (routeUrl === '/*') return 'page';
  if (routeUrl.startsWith('/_mf/')) return 'asset';
  if (routeUrl.startsWith('/api/')) return 'api';
  if (routeUrl.startsWith('/admin')) return 'admin';
  if (routeUrl.startsWith('/go/')) return 'affiliate';
  if (routeUrl.startsWith('/sitemap') || routeUrl === '/robots.txt') return 'sitemap';
  if (routeUrl === '/health' || routeUrl === '/metrics') return routeUrl.slice(1);
  return 'other';
}

/** How a page was answered: from the page cache, joined to a render under way, rendered, or not cacheable. */
export type PageCacheEvent = 'hit' | 'joined' | 'miss' | 'off';

/**
 * What an operator's Prometheus reads at /metrics: requests by route group and status, render
 * times, the page cache's hits, misses, joins and purges, the database pool, the mail outbox's
 * backlog and the canaries, besides Node's own process figures. One registry per server, so
 * servers in one process (tests) keep their figures apart; with several workers the primary
 * adds theirs together (see metrics-route.ts), each figure as its `aggregator` says.
 */
export class SiteMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({ name: 'site_http_requests_total', help: 'Requests answered, by route group and status', labelNames: ['group', 'status'], registers: [this.registry] });
  private readonly renders = new Histogram({
    name: 'site_page_render_seconds',
    help: 'Time to render a page on the server (page cache misses)',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  private readonly pageCache = new Counter({ name: 'site_page_cache_total', help: 'Pages answered, by how the page cache answered them', labelNames: ['event'], registers: [this.registry] });
  private readonly purges = new Counter({ name: 'site_page_cache_purges_total', help: 'Times a release, canary change or import changed the site; each renders anew the pages it touched', registers: [this.registry] });
  private lastGeneration: string | null = null;

  constructor(db: Database, versions: () => ServedVersions | undefined) {
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'site_db_pool_connections',
      help: 'PostgreSQL pool connections by state (the embedded database has no pool)',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const stats = db.poolStats?.();
        if (!stats) return;
        for (const [state, count] of Object.entries(stats)) this.set({ state }, count);
      },
    });
    new Gauge({
      name: 'site_mail_outbox_backlog',
      help: 'Mails waiting to be sent or retried (the same for every worker)',
      aggregator: 'max',
      registers: [this.registry],
      async collect() {
        const [row] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM mail_outbox WHERE status IN ('pending', 'sending')").catch(() => [undefined]);
        if (row) this.set(row.count);
      },
    });
    new Gauge({
      name: 'site_canary_percent',
      help: 'Share of visitors a running canary is served to, per app (0: none)',
      labelNames: ['app', 'version'],
      aggregator: 'max',
      registers: [this.registry],
      collect() {
        this.reset();
        for (const canary of versions()?.canaries ?? []) this.set({ app: canary.active.app, version: canary.active.version }, canary.percent);
      },
    });
  }

  request(routeUrl: string | undefined, status: number) {
    this.requests.inc({ group: routeGroupOf(routeUrl), status: String(status) });
  }

  /** A page answered in the site's state `generation`; a new one means the site changed. */
  page(event: PageCacheEvent, generation: string) {
    if (this.lastGeneration !== null && generation !== this.lastGeneration) this.purges.inc();
    this.lastGeneration = generation;
    this.pageCache.inc({ event });
  }

  /** Times a render. */
  async timed<T>(render: () => Promise<T>): Promise<T> {
    const end = this.renders.startTimer();
    try {
      return await render();
    } finally {
      end();
    }
  }
}
