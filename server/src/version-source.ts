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

  constructor(private readonly releases: ReleaseService) {}

  /** Without releases (apps not built yet) pages answer 503 and the API still works. */
  async load(): Promise<VersionSnapshot | null> {
    const next = await this.releases.snapshot();
    if (next) this.snapshot = next;
    return this.snapshot;
  }

  current(): VersionSnapshot | null {
    return this.snapshot;
  }

  async follow(db: Database, onError: (error: unknown) => void): Promise<void> {
    await db.listen(RELEASES_CHANNEL, reloadOnNotice(() => this.load(), onError));
  }
}
