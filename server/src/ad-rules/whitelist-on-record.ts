import type { ProductId } from '@casino/shared';
import type { Database } from '../core/db/database';
import { latestLinkEnds } from '../link-health';
import type { WhitelistVerdicts } from './german-rules';
import { hostOf } from './german-rules';
import { loadWhitelist, matchCasino, permissionMoments, WHITELIST_CHANNEL, type StoredWhitelist } from './whitelist';

export { WHITELIST_CHANNEL };

const DAY_MS = 86_400_000;

/**
 * The regulator's whitelist as the German rules ask it, with where each casino's link ended at
 * its latest check: loaded at start and again whenever a whitelist is imported or a link check
 * saved, on any server. Its version names what was loaded, so the catalogue builds its lists
 * anew exactly when an answer may have changed.
 */
export class WhitelistOnRecord implements WhitelistVerdicts {
  private list: StoredWhitelist | null = null;
  private ends = new Map<string, { url: string; finalHost: string | null }>();
  private loads = 0;
  version = 'none';

  constructor(
    private readonly db: Database,
    private readonly maxAgeDays: number,
  ) {}

  async load(): Promise<void> {
    const [list, ends] = await Promise.all([loadWhitelist(this.db), latestLinkEnds(this.db)]);
    this.list = list;
    this.ends = ends;
    this.version = `${list?.importedAt ?? 'none'}.${++this.loads}`;
  }

  verdict(casino: { products: readonly ProductId[]; affiliateUrl: string; slug: string }, now: number) {
    const end = this.ends.get(casino.slug);
    // A check of another URL than the stored one says nothing of where this one ends.
    const finalHost = end && end.url === casino.affiliateUrl ? end.finalHost : null;
    return matchCasino(this.list, { products: casino.products, affiliateHost: hostOf(casino.affiliateUrl), finalHost }, now);
  }

  /** The permissions' starts and ends around `now`: the last passed (0 for none) and the next (null for none). */
  changesAround(now: number): { passed: number; next: number | null } {
    const moments = (this.list?.operators ?? []).flatMap(permissionMoments);
    const upcoming = moments.filter((moment) => moment > now);
    return { passed: Math.max(0, ...moments.filter((moment) => moment <= now)), next: upcoming.length ? Math.min(...upcoming) : null };
  }

  /** Days since the list's date; null when none was imported. */
  ageDays(now = Date.now()): number | null {
    return this.list ? Math.floor((now - Date.parse(this.list.date)) / DAY_MS) : null;
  }

  /** Whether the list is older than WHITELIST_MAX_AGE_DAYS, or missing: time for the regulator's current one. */
  due(now = Date.now()): boolean {
    const age = this.ageDays(now);
    return age === null || age > this.maxAgeDays;
  }

  /** The list's date and age in words, for the console and `npm run compliance`. */
  summary(now = Date.now()): string {
    if (!this.list) return 'none imported: every casino is withheld until `npm run whitelist:import` stores the regulator\'s list';
    const age = this.ageDays(now)!;
    const due = this.due(now) ? `, due for a new import (older than ${this.maxAgeDays} days)` : '';
    return `of ${this.list.date}, ${age} day${age === 1 ? '' : 's'} old, ${this.list.operators.length} operators, imported ${this.list.importedAt}${due}`;
  }
}
