import type { Queryable } from '../core/db/database';
import { PendingCounts } from '../releases';
import type { FilterReason } from './click-filter';

/**
 * What the click report counts without a row per event: clicks not counted, per day, casino and
 * reason, and page views per day and page. Each server counts in memory and adds its counts to
 * the shared tables every few seconds (COUNTS_FLUSH_MS), so a robot hammering /go/ or a busy
 * page costs no database write of its own.
 */
export class ClickCounts {
  private readonly filtered = new PendingCounts(
    `INSERT INTO affiliate_clicks_filtered (day, casino_slug, reason, count)
     SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::int[])
     ON CONFLICT (day, casino_slug, reason) DO UPDATE SET count = affiliate_clicks_filtered.count + EXCLUDED.count`,
    10_000,
  );

  private readonly views = new PendingCounts(
    `INSERT INTO page_views (day, path, language, views)
     SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::int[])
     ON CONFLICT (day, path) DO UPDATE SET views = page_views.views + EXCLUDED.views`,
    20_000,
  );

  addFiltered(day: string, casino: string, reason: FilterReason) {
    this.filtered.add([day, casino, reason]);
  }

  addView(day: string, path: string, language: 'de' | 'en') {
    this.views.add([day, path, language]);
  }

  /** Adds what was counted since the last flush to the tables; kept for the next flush if that fails. */
  async flush(db: Queryable): Promise<void> {
    await Promise.all([this.filtered.flush(db), this.views.flush(db)]);
  }
}
