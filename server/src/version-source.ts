import type { VersionSnapshot } from './active-versions';
import type { Database } from './db/database';
import { reloadOnNotice } from './db/reload-on-notice';
import { RELEASES_CHANNEL } from './releases/registry';
import type { ReleaseService } from './releases/release-service';

/**
 * Which version of every app is served, as the release registry says. Requests take one
 * snapshot and keep it, so a page renders, preloads and hydrates with one consistent set even
 * while a release switches. Every server reloads when any server or CLI announces a change.
 */
export class VersionSource {
  private snapshot: VersionSnapshot | null = null;

  constructor(
    private readonly releases: ReleaseService,
    private readonly log: { info: (object: object, message: string) => void },
  ) {}

  /** Without releases (apps not built yet) pages answer 503 and the API still works. */
  async load(): Promise<VersionSnapshot | null> {
    const next = await this.releases.snapshot();
    if (next && next.key !== this.snapshot?.key) {
      this.log.info({ versions: Object.fromEntries(next.apps.map((a) => [a.app, a.version])), before: this.snapshot?.key ?? null }, 'serving a new version set');
    }
    if (next) this.snapshot = next;
    return this.snapshot;
  }

  current(): VersionSnapshot | null {
    return this.snapshot;
  }

  async follow(db: Database, onError: (error: unknown) => void): Promise<void> {
    const reload = reloadOnNotice(() => this.load(), onError);
    await db.listen(RELEASES_CHANNEL, (payload) => {
      // An empty payload is the listener's own resync after a reconnect.
      if (payload) this.log.info({ notice: payload }, 'release notice');
      reload();
    });
  }
}
