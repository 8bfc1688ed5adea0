import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TestSeams } from '../core/feature';
import { loadSetting } from '../core/secrets';
import type { SiteInfo } from '@casino/shared';
import { watchCanaries } from './canary-watch';
import { ReleaseService } from './release-service';
import { pruneCounts, VersionCounts } from './version-counts';
import { pruneVitals, VitalCounts } from './vitals';
import { ClientCounts, pruneClientCounts } from './client-counts';
import { announceRuntime } from './server-runtime';
import { storeLocalCopies } from './store-local-copies';
import { loadSiteInfo } from '../core/site-info';
import { DevBuilds } from './dev-builds';
import { VersionSource, type ServedVersions } from './served-versions';
import { ViewTickets } from './view-tickets';
import type { CohortPart } from './visitor-cohort';
import { EdgePurge, keysChangedBetween, servedNow, servedStateOf } from './edge-purge';

/**
 * The release registry (`app.releases`) and the version set this server serves
 * (`app.versions`, following every release notice). The server is recorded in the registry
 * while it runs, so the release gate checks against what the servers really render with.
 * In development mode (`npm run dev`) it serves the apps' development builds instead
 * (`app.devBuilds`) and leaves the registry alone: nothing is published, recorded or counted.
 */
async function releases(app: FastifyInstance, { fileCheckMs = FILE_CHECK_MS }: TestSeams): Promise<void> {
  const { config, db } = app;
  const site = await loadSiteInfo(config.operatorFile);
  const service = new ReleaseService(db, { appsRoot: config.appsRoot, releasesDir: config.releasesDir, siteUrl: config.siteUrl, site, resolveApi: app.resolveApi, renderPage: app.renderPage });
  app.decorate('site', site);
  app.decorate('releases', service);
  app.decorate('viewTickets', new ViewTickets(await loadSetting(db, 'view_ticket_key')));
  const edgePurge = new EdgePurge(
    { urls: config.edgePurgeUrls, method: config.edgePurgeMethod, header: config.edgePurgeHeader, token: config.edgePurgeToken, repeatAfterMs: config.edgePurgeRepeatMs },
    app.log,
  );
  app.decorate('edgePurge', edgePurge);
  app.addHook('onClose', async () => edgePurge.close());
  // Filled by the capabilities that come after (experiments): read per request, so none is missed.
  app.decorate('cohortParts', [] as CohortPart[]);
  if (config.devMode) return serveDevBuilds(app);

  const forgetRuntime = await announceRuntime(db, (error) => app.log.warn({ err: error }, 'recording this server in the release registry failed'));
  app.addHook('preClose', forgetRuntime);
  await storeLocalCopies(db, service.cache, (line) => app.log.info(line)).catch((error: unknown) =>
    app.log.warn({ err: error }, 'storing files of earlier versions in the release store failed'),
  );
  const servedBefore = await Promise.all([service.snapshot(), service.canaries()]).then(([active, canaries]) => servedStateOf(active, canaries)).catch(() => null);
  await service
    .activateBuilds({ latest: config.releaseLatestBuilds }, (line) => app.log.info(line))
    .catch((error: unknown) => app.log.error({ err: error, reasons: (error as { reasons?: string[] }).reasons }, 'a build could not go live'));
  const versions = new VersionSource(service, app.log);
  if (!(await versions.load())) app.log.warn('no app releases yet: pages answer 503 until `npm run build` has run');
  // A build this start made active replaced pages that shared caches keep.
  if (servedBefore) await app.edgePurge.purge(keysChangedBetween(servedBefore, servedNow(versions)));
  await versions.follow(db, (error) => app.log.error({ err: error }, 'reloading versions failed'));
  app.addHook('preClose', () => versions.settled());
  // After the last request: a page or a preview may have started writing a version into the cache.
  app.addHook('onClose', () => service.cache.settled());
  if (fileCheckMs > 0) keepServedFiles(app, versions, fileCheckMs);

  app.decorate('versions', versions);
  const watched = watchVersions(app, service, versions, await loadSetting(db, 'client_key'));
  app.decorate('versionCounts', watched.counts);
  app.decorate('vitalCounts', watched.vitals);
  app.decorate('clientCounts', watched.clients);
}

/** How often a server looks whether the files of the versions it serves are still on its disk as published. */
const FILE_CHECK_MS = 5_000;

/**
 * The release cache is a folder an operator or a clean-up job may touch: every few seconds the
 * served versions' files are looked at (size and time, no reading) and put back from the store
 * when one is missing or changed. Assets and renders also put back what they miss at once.
 */
function keepServedFiles(app: FastifyInstance, versions: VersionSource, everyMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const next = () => {
    timer = setTimeout(() => {
      versions
        .repairFiles()
        .catch((error: unknown) => app.log.warn({ err: error }, 'putting back files of a served version failed; trying again'))
        .finally(next);
    }, everyMs);
    timer.unref();
  };
  next();
  app.addHook('preClose', async () => clearTimeout(timer));
}

async function serveDevBuilds(app: FastifyInstance): Promise<void> {
  const builds = new DevBuilds(app.config.appsRoot, app.config.devBuildsDir, app.log);
  builds.follow((error) => app.log.error({ err: error }, 'reading the development builds failed'));
  if (!(await builds.load())) app.log.warn('no development build of every app yet: pages answer 503 until `npm run dev` has built them');
  app.addHook('onClose', async () => builds.close());
  app.decorate('versions', builds);
  app.decorate('devBuilds', builds);
  // Views and reports are counted as always; with no canary to judge, the counts are never written.
  app.decorate('versionCounts', new VersionCounts());
  app.decorate('vitalCounts', new VitalCounts());
  app.decorate('clientCounts', new ClientCounts('development', () => []));
}

/**
 * Every few seconds: this server's page view and error counts go to the shared table, then
 * each running canary is held to the error budget (and aborted when it is over it); once an
 * hour counts past their retention are deleted. The next round starts when one has ended.
 */
function watchVersions(app: FastifyInstance, service: ReleaseService, versions: VersionSource, clientKey: string) {
  const { config, db, log } = app;
  const counts = new VersionCounts();
  const vitals = new VitalCounts();
  const clients = new ClientCounts(clientKey, () => versions.canaries.map((canary) => canary.active.app));
  const budget = { minViews: config.canaryMinViews, marginPercent: config.canaryErrorMarginPercent, minClients: config.canaryMinClients, viewsPerClient: config.canaryClientViews };
  const speed = { minSamples: config.canaryMinVitals, marginMs: config.canaryVitalsMarginMs, marginPercent: config.canaryVitalsMarginPercent, clsMargin: config.canaryClsMargin };
  let prunedAt = 0;
  const round = async () => {
    await counts.flush(db);
    await vitals.flush(db);
    await clients.flush(db);
    const before = servedNow(versions);
    const aborted = await watchCanaries(db, service, budget, speed);
    for (const line of aborted) log.warn({ abort: line }, 'a canary was aborted automatically');
    if (aborted.length) {
      // The other servers follow the release notice; this one stops serving it before the next round.
      await versions.load();
      // The server whose watch aborted it purges the shared caches (the others found nothing left to abort).
      await app.edgePurge.purge(keysChangedBetween(before, servedNow(versions)));
    }
    if (Date.now() - prunedAt > 60 * 60 * 1000) {
      await pruneCounts(db, config.countsRetentionDays);
      await pruneVitals(db, config.countsRetentionDays);
      await pruneClientCounts(db);
      prunedAt = Date.now();
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const next = () => {
    timer = setTimeout(() => {
      round()
        .catch((error: unknown) => log.warn({ err: error }, 'counting page views and errors, or checking the canaries, failed; trying again'))
        .finally(next);
    }, config.countsFlushMs);
    timer.unref();
  };
  next();
  app.addHook('preClose', async () => {
    clearTimeout(timer);
    await counts.flush(db).catch((error: unknown) => log.warn({ err: error }, 'the last page view and error counts could not be written'));
    await vitals.flush(db).catch((error: unknown) => log.warn({ err: error }, 'the last web vitals could not be written'));
    await clients.flush(db).catch((error: unknown) => log.warn({ err: error }, 'the last counts per client could not be written'));
  });
  return { counts, vitals, clients };
}

export default fp(releases, { name: 'releases', dependencies: ['config', 'database', 'catalogue', 'previews'] });

declare module '../core/feature' {
  interface TestSeams {
    /** How often the served versions' cached files are looked at; 0 never (tests that damage them on purpose). */
    fileCheckMs?: number;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator's details for the imprint and the pages' structured data. */
    site: SiteInfo;
    releases: ReleaseService;
    versions: ServedVersions;
    /** Development mode only (`config.devMode`): the builds `npm run dev` makes. */
    devBuilds: DevBuilds;
    /** Page views and errors per app version, the figures canaries are judged by. */
    versionCounts: VersionCounts;
    /** This server's web vitals histograms until they are added to the shared table. */
    vitalCounts: VitalCounts;
    /** Page views and errors per client while canaries run, for their verdicts. */
    clientCounts: ClientCounts;
    /** Signs and reads the view tickets pages get for their reports, the same on every server. */
    viewTickets: ViewTickets;
    /** Purges the shared caches in front of the servers (EDGE_PURGE_URLS). */
    edgePurge: EdgePurge;
    /** What a visitor's release group decides besides the versions, each capability's part (see CohortPart). */
    cohortParts: CohortPart[];
  }
}
