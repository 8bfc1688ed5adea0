import { isEnglishPath } from '@casino/shared';
import type { Queryable } from '../core/db/database';
import { recordClick, type AffiliateClick } from './click-repository';
import { filterReason, isRobot, type ClickRequest, type FilterReason } from './click-filter';
import { ClickCounts } from './click-counts';
import { dayOf } from '../core/report-range';
import { RepeatKeys } from './repeat-check';

export interface ClickOrigin extends ClickRequest {
  /** The client's network (see clientNetwork); only its keyed hash reaches the database. */
  network: string;
}

/**
 * The click report's counting: requests to /go/ as counted clicks or filtered ones (by reason),
 * and people's page views per page. A robot, a HEAD request and a prefetch are told apart from
 * the request alone and only counted in memory; a repeat is told by the shared table in the
 * statement that records the click. `now` is the clock (tests move it past the window).
 */
export class Clicks {
  private readonly counts = new ClickCounts();
  private readonly repeats: RepeatKeys;

  constructor(
    private readonly db: Queryable,
    repeatSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    this.repeats = new RepeatKeys(db, repeatSeconds * 1000);
  }

  /** Records a request to /go/ as a click, or counts it as filtered; says which. */
  async record(request: ClickOrigin, click: AffiliateClick): Promise<'counted' | FilterReason> {
    const now = this.now();
    const reason = filterReason(request);
    if (reason) {
      this.counts.addFiltered(dayOf(now), click.casinoSlug, reason);
      return reason;
    }
    const repeat = await this.repeats.check(request.network, click.casinoSlug, now);
    if (await recordClick(this.db, click, repeat)) return 'counted';
    this.counts.addFiltered(dayOf(now), click.casinoSlug, 'repeat');
    return 'repeat';
  }

  /** Counts a page view of a page of the site, unless a robot sent it; says whether it counted. */
  pageView(path: string, userAgent: string | undefined): boolean {
    if (isRobot(userAgent)) return false;
    this.counts.addView(dayOf(this.now()), path, isEnglishPath(path) ? 'en' : 'de');
    return true;
  }

  /** Counts a request to /go/ that met the casino's calls to action withheld: no click, and no redirect. */
  withheld(casinoSlug: string): void {
    this.counts.addFiltered(dayOf(this.now()), casinoSlug, 'withheld');
  }

  /** Adds this server's counts to the shared tables and deletes the repeat hashes past the window. */
  async flush(): Promise<void> {
    await this.counts.flush(this.db);
    await this.repeats.tidy(this.now());
  }
}
