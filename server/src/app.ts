import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { createApiResolver } from './data/api-resolver';
import { CatalogCache } from './data/catalog-cache';
import { seedIfEmpty } from './data/seed';
import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import { OutboxWorker } from './mail/outbox-worker';
import { fileTransport, smtpTransport, type MailTransport } from './mail/transport';
import hardening, { rejectBadUrl } from './plugins/hardening';
import inputGuard from './plugins/input-guard';
import { adminRoutes } from './routes/admin';
import { affiliateRoutes } from './routes/affiliate';
import { catalogRoutes } from './routes/api-catalog';
import { newsletterRoutes } from './routes/api-newsletter';
import { assetRoutes } from './routes/assets';
import { faviconRoutes } from './routes/favicon';
import { healthRoutes } from './routes/health';
import { pageRoutes } from './routes/pages';
import { sitemapRoutes } from './routes/sitemap';
import { loadAdminToken, loadSetting } from './secrets';
import { ServerAppsCache } from './server-federation';
import { VersionSource } from './version-source';
import { setAssetBase } from './active-versions';
import { ReleaseService } from './releases/release-service';
import { announceRuntime } from './releases/server-runtime';
import { RenderHealth } from './render/render-health';
import { loadSiteInfo } from './site-info';

export interface BuildOptions {
  /** Replaces SMTP or the .eml folder (tests). */
  mailTransport?: MailTransport;
  /** Shortens the outbox's claim on a mail being sent (tests of slow mail servers). */
  mailLeaseSeconds?: number;
}

/** Builds the server without listening: tests call inject() on it, main.ts listens. */
export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // A client that sends its request slowly (or never finishes its body) holds a socket only this long.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    // Node checks these deadlines on an interval (30 s by default): once a second keeps them close to their values.
    http: { headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs), connectionsCheckingInterval: 1000 },
    frameworkErrors: rejectBadUrl,
  });
  await app.register(hardening);
  await app.register(inputGuard);

  const db = await openDatabase(config, { log: app.log, waitAtStart: true });
  app.addHook('onClose', () => db.close());
  // What this server renders with, for the release gate; removed again when it stops.
  const forgetRuntime = await announceRuntime(db, (error) => app.log.warn({ err: error }, 'recording this server in the release registry failed'));
  app.addHook('preClose', forgetRuntime);
  const seeded = await seedIfEmpty(db, config.seedFile);
  if (seeded) app.log.info({ version: seeded }, 'catalogue seeded');
  const cache = new CatalogCache(db);
  await cache.load();
  await cache.followChanges((error) => app.log.error({ err: error }, 'catalogue reload failed'));

  const transport = options.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(config.mailDir));
  const outbox = new OutboxWorker(db, transport, { from: config.mailFrom, pollMs: config.outboxPollMs, retryHours: config.mailRetryHours, leaseSeconds: options.mailLeaseSeconds, log: app.log });
  app.addHook('onReady', async () => outbox.start());
  app.addHook('preClose', () => outbox.stop());
  app.decorate('outbox', outbox);
  app.decorate('db', db);

  setAssetBase(config.assetBaseUrl);
  const resolveApi = createApiResolver(cache, db, app.log);
  const site = await loadSiteInfo(config.operatorFile);
  const releases = new ReleaseService(db, { appsRoot: config.appsRoot, releasesDir: config.releasesDir, siteUrl: config.siteUrl, site, resolveApi });
  await releases
    .activateBuilds({ latest: config.releaseLatestBuilds }, (line) => app.log.info(line))
    .catch((error: unknown) => app.log.error({ err: error, reasons: (error as { reasons?: string[] }).reasons }, 'a build could not go live'));
  const versions = new VersionSource(releases, app.log);
  if (!(await versions.load())) app.log.warn('no app releases yet: pages answer 503 until `npm run build` has run');
  await versions.follow(db, (error) => app.log.error({ err: error }, 'reloading versions failed'));

  const renderHealth = new RenderHealth();
  await app.register(healthRoutes, { versions, db, renderHealth });
  await app.register(faviconRoutes);
  await app.register(assetRoutes, { releasesDir: config.releasesDir });
  await app.register(catalogRoutes, { cache, db });
  await app.register(newsletterRoutes, {
    db,
    outbox,
    settings: { siteUrl: config.siteUrl, ipSalt: await loadSetting(db, 'ip_hash_salt') },
    subscribeLimit: config.subscribeLimit,
  });
  await app.register(affiliateRoutes, { db });
  await app.register(sitemapRoutes, { versions, cache, db, siteUrl: config.siteUrl });
  await app.register(adminRoutes, {
    db,
    cache,
    releases,
    token: await loadAdminToken(config.adminToken, config.varDir),
    afterActivation: () => versions.load(),
  });
  app.all('/api/*', (_request, reply) => reply.code(404).send({ message: 'Not found' }));
  const serverApps = new ServerAppsCache();
  app.addHook('onClose', async () => serverApps.releaseAll());
  await app.register(pageRoutes, {
    versions,
    serverApps,
    siteUrl: config.siteUrl,
    site,
    analyticsId: config.analyticsId,
    resolveApi,
    assetOrigin: config.assetBaseUrl ? new URL(config.assetBaseUrl, config.siteUrl).origin : undefined,
    dataVersion: () => cache.version,
    pageCacheBytes: config.pageCacheBytes,
    renderRateLimit: config.renderRateLimit,
    renderHealth,
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail outbox worker (tests run a delivery pass on demand). */
    outbox: OutboxWorker;
    /** The database, for operator tools and tests; routes reach SQL only through repositories. */
    db: Database;
  }
}
