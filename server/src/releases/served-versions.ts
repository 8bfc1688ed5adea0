import { snapshotKey, type ActiveApp, type VersionSnapshot } from './active-versions';
import type { Database } from '../core/db/database';
import { reloadOnNotice } from '../core/db/reload-on-notice';
import { servesCanary } from './canary-choice';
import { RELEASES_CHANNEL } from './registry';
import type { CanaryApp, ReleaseService } from './release-service';

const canaryKey = (canaries: readonly CanaryApp[]) => canaries.map((c) => `${c.active.app}@${c.active.version}:${c.percent}`).join(',');

/** What pages, health, the sitemap and the release routes ask of the versions a server serves. */
export interface ServedVersions {
  /** Reads the served versions anew (after a release action). */
  load(): Promise<VersionSnapshot | null>;
  current(): VersionSnapshot | null;
  readonly canaries: readonly CanaryApp[];
  readonly servedKey: string;
  /**
   * True from a release notice until the reload it started has ended: this server may still
   * serve the old set, so shared caches must not keep what it answers meanwhile.
   */
  readonly catchingUp: boolean;
  forGroup(group: number | null): VersionSnapshot | null;
  /** The active set with a preview's pinned versions instead (null when none of them can be served). */
  forPreview(pins: Readonly<Record<string, string>>): Promise<VersionSnapshot | null>;
  /** Puts back missing or changed files of the served versions on this server's disk. */
  repairFiles(): Promise<void>;
  /** How many times files of the set's versions were put back: its server bundles loaded before then load afresh. */
  filesGeneration(snapshot: VersionSnapshot): number;
}

/**
 * Which version of every app is served, as the release registry says: the active set, and
 * for visitors in a canary's group that app's canary instead. Requests take one snapshot and
 * keep it, so a page renders, preloads and hydrates with one consistent set even while a
 * release switches. Every server reloads when any server or CLI announces a change.
 */
export class VersionSource implements ServedVersions {
  private snapshot: VersionSnapshot | null = null;
  private canaryApps: CanaryApp[] = [];
  /** The sets made for canary groups, by key, so each is one object while it is served. */
  private mixed = new Map<string, VersionSnapshot>();
  /** Published versions a preview pinned, as this server loaded them (null: not published). */
  private pinned = new Map<string, Promise<ActiveApp | null>>();
  /** Release notices heard, and how many of them the last finished load had heard before it began. */
  private noticesHeard = 0;
  private noticesLoaded = 0;
  /** What the release notices started (reloads, cache writes): a closing server waits for it, and leaves no folder half written. */
  private readonly following = new Set<Promise<unknown>>();

  constructor(
    private readonly releases: ReleaseService,
    private readonly log: { info: (object: object, message: string) => void },
  ) {}

  /** Without releases (apps not built yet) pages answer 503 and the API still works. */
  async load(): Promise<VersionSnapshot | null> {
    const heard = this.noticesHeard;
    const [next, canaries] = await Promise.all([this.releases.snapshot(), this.releases.canaries()]);
    if (next && next.key !== this.snapshot?.key) {
      this.log.info({ versions: Object.fromEntries(next.apps.map((a) => [a.app, a.version])), before: this.snapshot?.key ?? null }, 'serving a new version set');
    }
    if (canaryKey(canaries) !== canaryKey(this.canaryApps)) this.log.info({ canaries: canaryKey(canaries) || 'none' }, 'canaries changed');
    if (next) this.snapshot = next;
    this.canaryApps = canaries;
    this.mixed = new Map();
    this.noticesLoaded = Math.max(this.noticesLoaded, heard);
    return this.snapshot;
  }

  get catchingUp(): boolean {
    return this.noticesHeard > this.noticesLoaded;
  }

  /** The active set: what crawlers, visitors outside every canary and the health check see. */
  current(): VersionSnapshot | null {
    return this.snapshot;
  }

  get canaries(): readonly CanaryApp[] {
    return this.canaryApps;
  }

  /**
   * Names everything that decides which sets are served; the page cache starts afresh when it
   * changes, as it does for a release.
   */
  get servedKey(): string {
    return `${this.snapshot?.key ?? ''}|${canaryKey(this.canaryApps)}`;
  }

  /** The set for a visitor of canary group `group` (null: outside every canary). */
  forGroup(group: number | null): VersionSnapshot | null {
    const stable = this.snapshot;
    if (!stable || group === null || !this.canaryApps.length) return stable;
    const apps = stable.apps.map((active) => {
      const canary = this.canaryApps.find((c) => c.active.app === active.app);
      return canary && servesCanary(active.app, group, canary.percent) ? canary.active : active;
    });
    const key = snapshotKey(apps);
    if (key === stable.key) return stable;
    let set = this.mixed.get(key);
    if (!set) this.mixed.set(key, (set = { key, apps }));
    return set;
  }

  async forPreview(pins: Readonly<Record<string, string>>): Promise<VersionSnapshot | null> {
    const stable = this.snapshot;
    if (!stable) return null;
    const apps = await Promise.all(stable.apps.map(async (active) => {
      const version = pins[active.app];
      // A version that cannot be loaded now (database away) leaves the app on its active version.
      return (version && version !== active.version && (await this.pinnedApp(active.app, version).catch(() => null))) || active;
    }));
    const key = snapshotKey(apps);
    if (key === stable.key) return stable;
    let set = this.mixed.get(key);
    if (!set) this.mixed.set(key, (set = { key, apps }));
    return set;
  }

  /** A pinned version, loaded once (its files written into this server's cache); a failure is tried again next time. */
  private pinnedApp(app: string, version: string): Promise<ActiveApp | null> {
    const id = `${app}@${version}`;
    let loading = this.pinned.get(id);
    if (!loading) {
      this.pinned.set(id, (loading = this.releases.publishedApp(app, version)));
      loading.catch(() => this.pinned.delete(id));
    }
    return loading;
  }

  filesGeneration(snapshot: VersionSnapshot): number {
    return this.releases.cache.repairsOf(snapshot.apps);
  }

  async repairFiles(): Promise<void> {
    const previewed = (await Promise.allSettled(this.pinned.values())).flatMap((loaded) => (loaded.status === 'fulfilled' && loaded.value ? [loaded.value] : []));
    const served = [...(this.snapshot?.apps ?? []), ...this.canaryApps.map((c) => c.active), ...previewed];
    for (const { app, version, files } of served) {
      if (!files) continue;
      const written = await this.releases.cache.ensure(app, version, files);
      if (written.length) this.log.info({ app, version, files: written }, 'put back files of a served version from the release store');
    }
  }

  /**
   * Follows the release notices of every server: reloads the served sets (writing any version
   * they include into this server's cache first), caches a version as soon as it is published
   * anywhere, and drops cached copies of pruned versions.
   */
  async follow(db: Database, onError: (error: unknown) => void): Promise<void> {
    const reload = reloadOnNotice(() => this.load(), onError);
    await db.listen(RELEASES_CHANNEL, (payload) => {
      // An empty payload is the listener's own resync after a reconnect.
      if (payload) this.log.info({ notice: payload }, 'release notice');
      this.noticesHeard += 1;
      const published = /^(\w+)@([a-f0-9]{12}):published$/.exec(payload);
      if (published) this.track(this.releases.repairCached(published[1]!, published[2]!).catch(onError));
      if (payload === 'pruned') {
        this.pinned = new Map();
        this.track(this.releases.forgetPrunedCopies().catch(onError));
      }
      this.track(reload());
    });
  }

  private track(work: Promise<unknown>) {
    this.following.add(work);
    void work.finally(() => this.following.delete(work));
  }

  /** Resolves once the work the notices started so far has ended. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.following]);
  }
}
