import type { Progress } from '../core/steps/step';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PathResolver, SiteInfo } from '@casino/shared';
import { APPS, isAppName, type AppName } from '../core/apps';
import { latestBuild, snapshotKey, type ActiveApp, type ReleaseManifest, type VersionSnapshot } from './active-versions';
import type { Database } from '../core/db/database';
import { gateRelease, type PageRenderer } from './gate';
import { diffReleases, type PublishedVersion, type ReleaseDiff } from './release-diff';
import { folderContent, integrityProblems, VERSION_PATTERN, type FolderContent } from './publish';
import { ReleaseCache, type PublishedFiles } from './release-cache';
import { dropUnusedFiles, storeFiles, storeProblems, type StoredState } from './release-store';
import {
  activeSince,
  activeVersions,
  alreadyActive,
  auditTrail,
  type BuildProvenance,
  endCanary,
  findPublished,
  forgetVersions,
  listReleases,
  markBad,
  recordEvent,
  registerRelease,
  RELEASES_CHANNEL,
  rollbackTarget,
  runningCanaries,
  setActive,
  setCanary,
  versionsToPrune,
} from './registry';
import { checkApp, ReleaseError, refusal } from '../core/steps/step-error';
import { liveRuntimes, ownRuntime } from './server-runtime';

export interface ReleaseSettings {
  appsRoot: string;
  releasesDir: string;
  siteUrl: string;
  site: SiteInfo;
  resolveApi: PathResolver;
  /** How a page is rendered on this server, for the gate's renders of a version's routes (pages/ gives it as `app.renderPage`). */
  renderPage: PageRenderer;
}

// A step's progress lines are the step table's (core/steps).
export type { Progress } from '../core/steps/step';

/** A build to publish: its folder, the version it is named, and when and from what it was built. */
export interface BuildToPublish {
  dir: string;
  version: string;
  provenance: BuildProvenance | null;
  /** The folder's files and checksums, when the caller has read them already (an upload checks its version first). */
  content?: FolderContent;
}

/** A version served to `percent` % of visitors instead of the active one (see canary-choice.ts). */
export interface CanaryApp {
  percent: number;
  active: ActiveApp;
}

/** The app named `app`, or a refusal naming the apps there are (also for commands, before they open anything). */
/**
 * Publishing, checking, activating, rolling back and verifying app versions. Used by the
 * release CLI directly (PostgreSQL, or the embedded database when no server runs) and by the
 * running server's admin endpoints (the embedded database belongs to it).
 */
export class ReleaseService {
  /** This server's copy of the published versions it loads and serves (RELEASES_DIR). */
  readonly cache: ReleaseCache;

  constructor(
    private readonly db: Database,
    private readonly settings: ReleaseSettings,
  ) {
    this.cache = new ReleaseCache(db, settings.releasesDir);
  }

  /** The app's newest build in this checkout (dist/latest.json), with what its build recorded beside it. */
  async newestBuild(app: AppName): Promise<BuildToPublish> {
    const build = await latestBuild(this.settings.appsRoot, app);
    const provenance = JSON.parse(await readFile(`${build.dir}.build.json`, 'utf8').catch(() => 'null')) as BuildProvenance | null;
    return { dir: build.dir, version: build.version, provenance };
  }

  /**
   * Stores a build in the release store and records it, in one transaction, then tells every
   * server, which each write it into their cache. The build's folder may be anywhere (an
   * upload's staging folder): it is not needed afterwards. Its content must give the version it
   * is named. The same build again is accepted: it puts back any file the store lost, and any
   * cached file that was damaged.
   */
  async publish(app: string, build: BuildToPublish, options: { notes?: string; actor: string }, progress: Progress = () => undefined) {
    const name = checkApp(app);
    if (!VERSION_PATTERN.test(build.version)) throw new ReleaseError(`a version id is 12 hexadecimal digits, got "${build.version}"`);
    const manifest = JSON.parse(await readFile(path.join(build.dir, 'release.json'), 'utf8').catch(() => 'null')) as ReleaseManifest | null;
    if (!manifest || manifest.app !== name) throw new ReleaseError(`the build holds no release of ${name} (release.json missing or for another app)`);
    const label = `${name} ${build.version}`;
    const content = build.content ?? (await folderContent(build.dir));
    if (content.version !== build.version) throw new ReleaseError(`the build's files give the version ${content.version}, not ${build.version}: a version is named by its content`);
    const published = await findPublished(this.db, name, build.version);
    if (published && published.checksum !== content.checksum) throw refusal(`${label} is already published with other content; versions are immutable`);
    const { provenance } = build;
    progress(`storing ${label} (${(content.sizeBytes / 1024).toFixed(0)} KB in ${Object.keys(content.files).length} files)`);
    const { outcome, stored } = await this.db.transaction(async (tx) => {
      const stored = await storeFiles(tx, build.dir, content.files);
      return { stored, outcome: await registerRelease(tx, { manifest, ...content, provenance, notes: options.notes, actor: options.actor }) };
    });
    if (outcome === 'new') await this.db.notify(RELEASES_CHANNEL, `${name}@${build.version}:published`);
    const restored = await this.cache.ensure(name, build.version, content.files, { thorough: true });
    if (published && (restored.length || stored)) {
      const put = [restored.length && `the cached files ${restored.join(', ')}`, stored && `${stored} bytes the store had lost`].filter(Boolean).join(' and ');
      await recordEvent(this.db, { app: name, action: 'restore', version: build.version, actor: options.actor, reason: `put back ${put}` });
      progress(`${label}: put back ${put}`);
    }
    progress(outcome === 'new' ? `published ${label} (${(stored / 1024).toFixed(0)} KB new in the store)` : `${label} was published before`);
    return { app: name, version: build.version, restored: published ? restored : [] };
  }

  /**
   * The folder holding a published version in this server's cache, written or put right from
   * the store first. Versions recorded before files had checksums are taken as they are.
   */
  private async cachedDir(app: string, version: string, files: PublishedFiles | null): Promise<string> {
    if (files) await this.cache.ensure(app, version, files);
    return this.cache.dir(app, version);
  }

  /** Puts back missing or changed cached files of a published version (the files put back); null when it is not published. */
  async repairCached(app: string, version: string): Promise<string[] | null> {
    const published = isAppName(app) ? await findPublished(this.db, app, version) : null;
    if (!published?.files) return null;
    return this.cache.ensure(app, version, published.files);
  }

  /** A published version ready to serve from this server's cache (written from the store first), or null when it is not published. */
  async publishedApp(app: string, version: string): Promise<ActiveApp | null> {
    const published = isAppName(app) && VERSION_PATTERN.test(version) ? await findPublished(this.db, app, version) : null;
    if (!published || !isAppName(app)) return null;
    return { app, version, dir: await this.cachedDir(app, version, published.files), release: published.manifest, files: published.files };
  }

  /**
   * Records who let versions be previewed, until when, on each app's trail. Every pinned
   * version must be published: a link to a version no server can serve would only disappoint.
   */
  async recordPreview(pins: Record<string, string>, options: { actor: string; until: string }, progress: Progress = () => undefined) {
    const entries = Object.entries(pins);
    if (!entries.length) throw new ReleaseError('a preview needs at least one app and version');
    for (const [app, version] of entries) {
      const name = checkApp(app);
      if (!(await findPublished(this.db, name, version))) throw new ReleaseError(`${name} ${version} is not published (publish it first, or pick a version from npm run releases -- ${name})`);
    }
    const together = entries.map(([app, version]) => `${app} ${version}`).join(', ');
    for (const [app, version] of entries) {
      await recordEvent(this.db, { app, action: 'preview', version, actor: options.actor, reason: `preview link for ${together}, until ${options.until}` });
    }
    progress(`preview of ${together} until ${options.until} UTC`);
  }

  /** The active versions, with apps that have none yet taken at their newest published version. */
  async snapshot(override?: { app: string; version: string }): Promise<VersionSnapshot | null> {
    const active = await activeVersions(this.db);
    if (override) active.set(override.app, override.version);
    const apps: ActiveApp[] = [];
    for (const { app } of APPS) {
      let version = active.get(app);
      if (!version) {
        const [latest] = await listReleases(this.db, app);
        version = latest?.version;
      }
      const published = version ? await findPublished(this.db, app, version) : null;
      if (!version || !published) return null;
      apps.push({ app, version, dir: await this.cachedDir(app, version, published.files), release: published.manifest, files: published.files });
    }
    return { key: snapshotKey(apps), apps };
  }

  /**
   * Runs the whole gate for a published version, with the set it would go live in, and
   * changes nothing. Returns the reasons it would be refused (none: it may go live).
   */
  async check(app: string, version: string, progress: Progress = () => undefined): Promise<string[]> {
    const name = checkApp(app);
    const published = await findPublished(this.db, name, version);
    if (!published) throw new ReleaseError(`${name} ${version} is not published`);
    const candidate = await this.snapshot({ app: name, version });
    if (!candidate) throw new ReleaseError('not every app has a published version yet');
    progress(`checking ${name} ${version}: files, manifest, shared libraries, the servers' runtime, server render of its routes`);
    return gateRelease({
      app: name,
      version,
      candidate,
      published,
      servers: await liveRuntimes(this.db),
      runtime: await ownRuntime(),
      siteUrl: this.settings.siteUrl,
      site: this.settings.site,
      resolveApi: this.settings.resolveApi,
      renderPage: this.settings.renderPage,
    });
  }

  /**
   * The gate, with a refusal written to the audit trail and thrown with its reasons. A version
   * marked bad is refused too, unless the release manager forces it (with the reason they give).
   */
  private async passGate(app: AppName, version: string, options: { actor: string; force?: boolean }, progress: Progress) {
    const actor = options.actor;
    const bad = (await findPublished(this.db, app, version))?.badReason;
    if (bad && !options.force) {
      const reason = `it is marked bad (${bad}); go ahead only with --force and a reason`;
      await recordEvent(this.db, { app, action: 'refuse', version, actor, reason });
      throw new ReleaseError(`${app} ${version} is refused and nothing changed`, [reason]);
    }
    const reasons = await this.check(app, version, progress);
    if (!reasons.length) return;
    await recordEvent(this.db, { app, action: 'refuse', version, actor, reason: reasons.join('; ') });
    throw new ReleaseError(`${app} ${version} is refused and nothing changed`, reasons);
  }

  /**
   * Checks the version against the gate, then switches it on in one transaction and tells
   * every server. A refused version changes nothing but the audit trail, which records the
   * refusal and its reasons. The version already active is refused with no entry: nothing was
   * asked that could change anything.
   */
  async activate(app: string, version: string, options: { reason: string; actor: string; action?: 'activate' | 'rollback'; force?: boolean }, progress: Progress = () => undefined) {
    const name = checkApp(app);
    // Nothing to switch: refused before the gate, so the trail gains no entry for it.
    if ((await activeVersions(this.db)).get(name) === version) throw alreadyActive(name, version);
    await this.passGate(name, version, options, progress);
    const from = await this.db.transaction((tx) =>
      setActive(tx, { app: name, version, actor: options.actor, reason: options.reason, action: options.action ?? 'activate' }),
    );
    await this.db.notify(RELEASES_CHANNEL, `${name}@${version}`);
    progress(`${name}: ${from ?? 'nothing'} → ${version} is live`);
    return { app: name, from, to: version };
  }

  /** The canaries running now, each with its published manifest. */
  async canaries(): Promise<CanaryApp[]> {
    const running: CanaryApp[] = [];
    for (const canary of await runningCanaries(this.db)) {
      const published = await findPublished(this.db, canary.app, canary.version);
      if (!published || !isAppName(canary.app)) continue;
      const dir = await this.cachedDir(canary.app, canary.version, published.files);
      running.push({ percent: canary.percent, active: { app: canary.app, version: canary.version, dir, release: published.manifest, files: published.files } });
    }
    return running;
  }

  /**
   * Serves a published version to `percent` % of visitors, the others keep the active one.
   * It passes the same gate as an activation; a running canary of the app is replaced.
   */
  async startCanary(app: string, version: string, options: { percent: number; reason: string; actor: string; force?: boolean }, progress: Progress = () => undefined) {
    const name = checkApp(app);
    if (!Number.isInteger(options.percent) || options.percent < 1 || options.percent > 99) throw new ReleaseError('a canary share is a whole percentage from 1 to 99');
    if ((await activeVersions(this.db)).get(name) === version) throw refusal(`${name} ${version} is already active for every visitor`);
    await this.passGate(name, version, options, progress);
    await this.db.transaction((tx) => setCanary(tx, { app: name, version, percent: options.percent, actor: options.actor, reason: options.reason }));
    await this.db.notify(RELEASES_CHANNEL, `${name}@${version}:${options.percent}%`);
    progress(`${name} ${version} is served to ${options.percent} % of visitors`);
    return { app: name, version, percent: options.percent };
  }

  /** Makes the app's canary the active version for every visitor (checked by the gate once more). */
  async promote(app: string, options: { reason: string; actor: string }, progress: Progress = () => undefined) {
    const name = checkApp(app);
    const canary = (await runningCanaries(this.db)).find((c) => c.app === name);
    if (!canary) throw refusal(`${name} has no canary to promote`);
    await this.passGate(name, canary.version, options, progress);
    const from = await this.db.transaction(async (tx) => {
      await endCanary(tx, { app: name, action: 'promote', actor: options.actor, reason: options.reason });
      return setActive(tx, { app: name, version: canary.version, actor: options.actor, reason: options.reason, action: 'promote' });
    });
    await this.db.notify(RELEASES_CHANNEL, `${name}@${canary.version}`);
    progress(`${name}: ${from ?? 'nothing'} → ${canary.version} is live for every visitor`);
    return { app: name, from, to: canary.version };
  }

  /** Ends the app's canary: every visitor gets the active version again. */
  /**
   * Ends the canary. With `markBad`, its version is marked bad in the same transaction, so nobody
   * sees it ended but not yet kept from going live (the canary watch's verdict).
   */
  async abort(app: string, options: { reason: string; actor: string; markBad?: boolean }, progress: Progress = () => undefined) {
    const name = checkApp(app);
    const ended = await this.db.transaction(async (tx) => {
      const canary = await endCanary(tx, { app: name, action: 'abort', actor: options.actor, reason: options.reason });
      if (canary && options.markBad) await markBad(tx, { app: name, version: canary.version, actor: options.actor, reason: options.reason });
      return canary;
    });
    if (!ended) throw refusal(`${name} has no canary to abort`);
    await this.db.notify(RELEASES_CHANNEL, `${name}:canary-ended`);
    progress(`${name}: the canary ${ended.version} is ended; every visitor gets the active version`);
    return { app: name, version: ended.version };
  }

  /** Back to the version that was active before the current one became active (see rollbackTarget). */
  async rollback(app: string, options: { reason: string; actor: string; force?: boolean }, progress: Progress = () => undefined) {
    const name = checkApp(app);
    const previous = await rollbackTarget(this.db, name);
    if (!previous) throw refusal(`${name} has no earlier version to roll back to`);
    return this.activate(name, previous, { ...options, action: 'rollback' }, progress);
  }

  /** Marks a published version bad: it is not activated (nor started as a canary) again without force. */
  async markBad(app: string, version: string, options: { reason: string; actor: string }, progress: Progress = () => undefined) {
    const name = checkApp(app);
    if (!(await findPublished(this.db, name, version))) throw new ReleaseError(`${name} ${version} is not published`);
    await this.db.transaction((tx) => markBad(tx, { app: name, version, actor: options.actor, reason: options.reason }));
    progress(`${name} ${version} is marked bad: ${options.reason}`);
    return { app: name, version };
  }

  /**
   * Deletes old versions of every app (their registry entries, the stored files no kept version
   * uses, and their cached copies here; the other servers drop theirs when they hear of it),
   * keeping the active one, the canary, the newest `keep` and any served within `graceHours` (see versionsToPrune).
   */
  async prune(options: { keep: number; graceHours: number; actor: string }, progress: Progress = () => undefined) {
    if (!Number.isInteger(options.keep) || options.keep < 1) throw new ReleaseError('keep at least the newest version (--keep 1 or more)');
    const pruned: Array<{ app: string; versions: string[] }> = [];
    let freed = { files: 0, bytes: 0 };
    for (const { app } of APPS) {
      const versions = await versionsToPrune(this.db, app, options.keep, options.graceHours);
      if (!versions.length) continue;
      const dropped = await this.db.transaction(async (tx) => {
        await forgetVersions(tx, { app, versions, actor: options.actor, reason: `pruned, keeping the newest ${options.keep}` });
        return dropUnusedFiles(tx);
      });
      freed = { files: freed.files + dropped.files, bytes: freed.bytes + dropped.bytes };
      for (const version of versions) await this.cache.remove(app, version);
      progress(`${app}: removed ${versions.join(', ')}`);
      pruned.push({ app, versions });
    }
    if (pruned.length) {
      await this.db.notify(RELEASES_CHANNEL, 'pruned');
      progress(`the release store let go of ${freed.files} file(s), ${(freed.bytes / 1024).toFixed(0)} KB`);
    }
    return { pruned, freed };
  }

  /** Removes cached copies of versions that are no longer published (after a prune on any server). */
  async forgetPrunedCopies(): Promise<string[]> {
    return this.cache.forgetUnpublished(async () => {
      const rows = await this.db.query<{ app: string; version: string }>('SELECT app, version FROM app_releases');
      const published = new Map<string, Set<string>>();
      for (const { app, version } of rows) published.set(app, (published.get(app) ?? new Set()).add(version));
      return published;
    });
  }

  /** What a published version changes against the active one (routes, exposed modules, shared libraries, files). */
  async diff(app: string, version: string): Promise<ReleaseDiff> {
    const name = checkApp(app);
    const side = async (wanted: string): Promise<PublishedVersion> => {
      const published = await findPublished(this.db, name, wanted);
      if (!published) throw new ReleaseError(`${name} ${wanted} is not published`);
      return { version: wanted, manifest: published.manifest, provenance: published.provenance, dir: await this.cachedDir(name, wanted, published.files) };
    };
    const active = (await activeVersions(this.db)).get(name);
    return diffReleases(await side(active ?? version), await side(version));
  }

  async history(app: string, page = 1) {
    const name = checkApp(app);
    const audit = await auditTrail(this.db, name, page);
    const canary = (await runningCanaries(this.db)).find((c) => c.app === name) ?? null;
    return { releases: await listReleases(this.db, name), canary, audit: audit.entries, page: audit.page, pages: audit.pages };
  }

  /**
   * Checks the release store (every file of every published version there, with its bytes'
   * checksum) and this server's cache of the versions it serves (active and canaries). Cached
   * files that differ are put back from the store and named in `restored`; `damaged` names
   * what could not be made right.
   */
  async verify(progress: Progress = () => undefined) {
    const damaged: Array<{ app: string; version: string; problems: string[] }> = [];
    const restored: Array<{ app: string; version: string; files: string[] }> = [];
    const served = new Set([...(await activeVersions(this.db))].map(([app, version]) => `${app} ${version}`));
    for (const canary of await runningCanaries(this.db)) served.add(`${canary.app} ${canary.version}`);
    const checked = new Map<string, StoredState>();
    for (const { app } of APPS) {
      for (const { version } of await listReleases(this.db, app)) {
        const key = `${app} ${version}`;
        const published = (await findPublished(this.db, app, version))!;
        const problems = published.files ? await storeProblems(this.db, published.files, checked) : ['it was published before files had checksums: publish its build again'];
        let put: string[] = [];
        const cached = served.has(key) && published.files ? await integrityProblems(this.cache.dir(app, version), published) : [];
        if (cached.length) {
          try {
            put = await this.cache.ensure(app, version, published.files!, { thorough: true });
            // Empty when the server's own look put it back in between: nothing left to report.
            if (put.length) restored.push({ app, version, files: put });
          } catch (error) {
            problems.push(...cached.map((problem) => `cached: ${problem}`), `the cache could not be put right: ${(error as Error).message}`);
          }
        }
        progress(`${key}${served.has(key) ? ' (served)' : ''}: ${problems.length ? problems.join('; ') : 'in the store as published'}${put.length ? `; put back in the cache: ${put.join(', ')}` : ''}`);
        if (problems.length) damaged.push({ app, version, problems });
      }
    }
    return { damaged, restored };
  }

  /**
   * On a fresh installation every app gets its newest build published and activated, so one
   * command serves the whole site. With `latest` (`npm start`), a build goes live over the active
   * version only when its content was never published (a version is named by its content, so a
   * rebuild of an unchanged checkout is the version published before) and it was built after that
   * version was built and after it was activated: a restart never brings back an older build, nor
   * undoes what an operator activated or rolled back to. Every app gets a line saying what was
   * done and why.
   */
  async activateBuilds({ latest }: { latest: boolean }, progress: Progress = () => undefined) {
    const active = await activeSince(this.db);
    const pending: Array<{ app: AppName; version: string }> = [];
    for (const { app } of APPS) {
      const current = active.get(app);
      const build = await latestBuild(this.settings.appsRoot, app).catch(() => null);
      const why = current ? await this.reasonToKeep(app, build, current, latest) : null;
      if (current && why) {
        progress(`${app}: ${current.version} stays active: ${why}`);
        continue;
      }
      if (!build) {
        progress(`${app}: nothing to serve yet: this checkout has no build of it (run npm run build)`);
        continue;
      }
      progress(
        current
          ? `${app}: activating the build ${build.version} over ${current.version}: its content was never published, and it was built after ${current.version} was built and went live`
          : `${app}: activating the build ${build.version}: the app has no active version yet`,
      );
      pending.push(await this.publish(app, await this.newestBuild(app), { actor: 'server start', notes: 'newest build' }, progress));
    }
    // The shell first: the remotes are checked against the shell they will run in.
    pending.sort((a, b) => Number(b.app === 'shell') - Number(a.app === 'shell'));
    for (const { app, version } of pending) {
      try {
        await this.activate(app, version, { reason: latest ? 'newest build at start' : 'first start', actor: 'server start' }, progress);
      } catch (error) {
        // Servers starting together on one database: another one activated it first.
        if ((await activeVersions(this.db)).get(app) !== version) throw error;
        progress(`${app}: ${version} was activated by another server meanwhile`);
      }
    }
  }

  /** Why a start leaves the app's active version as it is, or null when the checkout's newest build goes live. */
  private async reasonToKeep(app: AppName, build: { version: string; builtAt: Date | null } | null, current: { version: string; since: Date; builtAt: Date | null }, latest: boolean): Promise<string | null> {
    if (!latest) return 'builds go live at start only on a fresh installation or with RELEASE_LATEST_BUILDS=1 (npm start)';
    if (!build) return 'this checkout has no build of it (run npm run build)';
    if (build.version === current.version) return 'it is the newest build';
    const published = await findPublished(this.db, app, build.version);
    if (published) {
      return `the newest build ${build.version} has the content of a version published before${published.badReason ? ' (marked bad)' : ''}, and a start activates only content never published (an activation or rollback stands; npm run activate brings it back)`;
    }
    if (!builtAfter(build.builtAt, current)) {
      return `the newest build ${build.version} is not newer (built ${build.builtAt?.toISOString() ?? 'at an unknown time'}; ${current.version} was built ${current.builtAt?.toISOString() ?? 'at an unknown time'} and active since ${current.since.toISOString()})`;
    }
    return null;
  }
}

/** Whether a build was made after the active version was built and after it went live; a build of unknown time is not. */
function builtAfter(builtAt: Date | null, active: { since: Date; builtAt: Date | null }): boolean {
  if (!builtAt) return false;
  return builtAt > active.since && (!active.builtAt || builtAt > active.builtAt);
}
