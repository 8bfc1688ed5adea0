import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteInfo } from '@casino/shared';
import { ReleaseService } from '../releases/release-service';
import { announceRuntime } from '../releases/server-runtime';
import { loadSiteInfo } from '../site-info';
import { VersionSource } from '../version-source';

/**
 * The release registry (`app.releases`) and the version set this server serves
 * (`app.versions`, following every release notice). The server is recorded in the registry
 * while it runs, so the release gate checks against what the servers really render with.
 */
async function releases(app: FastifyInstance): Promise<void> {
  const { config, db } = app;
  const forgetRuntime = await announceRuntime(db, (error) => app.log.warn({ err: error }, 'recording this server in the release registry failed'));
  app.addHook('preClose', forgetRuntime);

  const site = await loadSiteInfo(config.operatorFile);
  const service = new ReleaseService(db, { appsRoot: config.appsRoot, releasesDir: config.releasesDir, siteUrl: config.siteUrl, site, resolveApi: app.resolveApi });
  await service
    .activateBuilds({ latest: config.releaseLatestBuilds }, (line) => app.log.info(line))
    .catch((error: unknown) => app.log.error({ err: error, reasons: (error as { reasons?: string[] }).reasons }, 'a build could not go live'));
  const versions = new VersionSource(service, app.log);
  if (!(await versions.load())) app.log.warn('no app releases yet: pages answer 503 until `npm run build` has run');
  await versions.follow(db, (error) => app.log.error({ err: error }, 'reloading versions failed'));

  app.decorate('site', site);
  app.decorate('releases', service);
  app.decorate('versions', versions);
}

export default fp(releases, { name: 'releases', dependencies: ['config', 'database', 'catalogue'] });

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator's details for the imprint and the pages' structured data. */
    site: SiteInfo;
    releases: ReleaseService;
    versions: VersionSource;
  }
}
