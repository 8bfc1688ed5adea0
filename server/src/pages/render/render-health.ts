import type { VersionSnapshot } from '../../releases';
import type { PageFailure } from './render-page';

export interface FailingPart extends PageFailure {
  route: string;
  at: string;
}

/**
 * Which app versions failed to render a route on this server. A route that renders again
 * clears its entry; versions no longer served no longer count. /health reads it, so a
 * load balancer and the release manager see a broken app at once.
 */
export class RenderHealth {
  private readonly failing = new Map<string, FailingPart>();

  /** A render of the route replaces what was known about it. */
  record(route: string | null, failures: readonly PageFailure[]) {
    if (!route) return;
    for (const [key, failure] of this.failing) if (failure.route === route) this.failing.delete(key);
    for (const failure of failures) this.failing.set(`${failure.app}@${failure.version}#${route}`, { ...failure, route, at: new Date().toISOString() });
  }

  /** The failures of versions in the served set, newest first. */
  current(snapshot: VersionSnapshot | null): FailingPart[] {
    const served = new Set((snapshot?.apps ?? []).map((a) => `${a.app}@${a.version}`));
    return [...this.failing.values()].filter((f) => served.has(`${f.app}@${f.version}`)).sort((a, b) => b.at.localeCompare(a.at));
  }
}
