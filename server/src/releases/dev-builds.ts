import { existsSync, mkdirSync, watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { latestBuild, readRelease, snapshotKey, type ActiveApp, type VersionSnapshot } from './active-versions';
import { APPS, folderOf, type AppName } from '../core/apps';
import { reloadOnNotice } from '../core/db/reload-on-notice';
import type { CanaryApp } from './release-service';
import type { ServedVersions } from './served-versions';

type Listener = (snapshot: VersionSnapshot | null) => void;

/**
 * The versions `npm run dev` serves (DEV_MODE): each app's newest development build, as its
 * watcher names it in <devBuildsDir>/<app>/latest.json (scripts/dev/watch-app.mjs), or, for an
 * app not being watched, its last `npm run build` (dist/latest.json). A rebuild is served as
 * soon as it is written: its version is new, so the server loads its server bundle afresh as
 * for a release, and listeners (open pages, through /__dev/events) hear of it. The release
 * registry is never asked or written, and there are no canaries.
 */
export class DevBuilds implements ServedVersions {
  private snapshot: VersionSnapshot | null = null;
  private readonly listeners = new Set<Listener>();
  private watchers: FSWatcher[] = [];
  readonly canaries: readonly CanaryApp[] = [];

  constructor(
    private readonly appsRoot: string,
    private readonly devBuildsDir: string,
    private readonly log: { info: (object: object, message: string) => void },
  ) {}

  /** Null until every app has a build (pages answer 503 meanwhile). */
  async load(): Promise<VersionSnapshot | null> {
    const apps = await Promise.all(APPS.map(({ app }) => this.newestBuild(app)));
    const complete = apps.every((active): active is ActiveApp => active !== null);
    const next = complete ? { key: snapshotKey(apps), apps } : null;
    if (next?.key === this.snapshot?.key) return this.snapshot;
    this.snapshot = next;
    if (next) this.log.info({ versions: Object.fromEntries(next.apps.map((a) => [a.app, a.version])) }, 'serving new development builds');
    for (const listener of this.listeners) listener(next);
    return next;
  }

  current(): VersionSnapshot | null {
    return this.snapshot;
  }

  /** Development builds are never kept by a shared cache. */
  readonly catchingUp = false;

  get servedKey(): string {
    return this.snapshot?.key ?? '';
  }

  /** Development builds are the apps' own output folders: nothing to put back. */
  async repairFiles(): Promise<void> {}

  filesGeneration(): number {
    return 0;
  }

  forGroup(): VersionSnapshot | null {
    return this.snapshot;
  }

  /** Development serves what is being edited; a preview of published versions is for the real site. */
  async forPreview(): Promise<VersionSnapshot | null> {
    return this.snapshot;
  }

  /** Called with every new set served; returns the call that stops it. */
  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The folder a version's browser files are in: its development build, or a build in dist/. */
  browserDir(app: AppName, version: string): string {
    const devBuild = path.join(this.devBuildsDir, app, version);
    return path.join(existsSync(devBuild) ? devBuild : path.join(this.appsRoot, folderOf(app), 'dist', version), 'browser');
  }

  /** Loads again whenever a watcher has written a new latest.json (written whole, by rename). */
  follow(onError: (error: unknown) => void): void {
    const reload = reloadOnNotice(() => this.load(), onError);
    for (const { app } of APPS) {
      const dir = path.join(this.devBuildsDir, app);
      mkdirSync(dir, { recursive: true });
      this.watchers.push(watch(dir, (_event, file) => file === 'latest.json' && reload()));
    }
  }

  close(): void {
    for (const watcher of this.watchers) watcher.close();
    this.watchers = [];
    this.listeners.clear();
  }

  private async newestBuild(app: AppName): Promise<ActiveApp | null> {
    const dir = path.join(this.devBuildsDir, app);
    try {
      const { version } = JSON.parse(await readFile(path.join(dir, 'latest.json'), 'utf8')) as { version: string };
      return { app, version, dir: path.join(dir, version), release: await readRelease(path.join(dir, version)) };
    } catch {
      // Not watched in this run: its last production build, if there is one.
      return latestBuild(this.appsRoot, app).then(
        async (build) => ({ app, ...build, release: await readRelease(build.dir) }),
        () => null,
      );
    }
  }
}
