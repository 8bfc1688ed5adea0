import type { Queryable } from '../core/db/database';
import type { RepeatCheck } from './repeat-check';

/** One click on a play button: which casino, from which page and slot, drawn by which app version; nothing about the visitor but a hash that is unreadable the day after. */
export interface AffiliateClick {
  casinoId: number;
  casinoSlug: string;
  sourcePath: string | null;
  language: 'de' | 'en' | null;
  position: number | null;
  /** The app whose route drew the source page, and its version served to the clicker. */
  pageApp: string | null;
  appVersion: string | null;
  /** The calls-to-action state the click met, as the record writes it ("shown", "shown: offer-window"). */
  callToAction: string;
  /** The id the affiliate URL carries to the network (see earnings/click-id.ts), and the network. */
  clickId: string;
  network: string | null;
  /** Every app's version this browser is served, the page's app among them. */
  appVersions: Record<string, string>;
  /** The experiment on the source page and the variant this browser is shown there (see experiments/); null where none runs. */
  experiment: { experiment: number; variant: string } | null;
}

/**
 * Records a click unless the same client clicked the same casino within the window: true when
 * it was counted, false for a repeat. One statement, so the check costs the redirect nothing
 * beyond the insert it always made, and holds between servers: two of them taking the same
 * client's clicks at once meet on the fingerprint's row, and only one counts. A repeat leaves
 * the time of the counted click as it was, so the window runs from the click that counted.
 */
export async function recordClick(db: Queryable, click: AffiliateClick, repeat: RepeatCheck): Promise<boolean> {
  const rows = await db.query(
    `WITH earlier AS (
       SELECT 1 FROM click_repeats WHERE fingerprint = $11::text AND seen_at > $10::timestamptz
     ), fresh AS (
       INSERT INTO click_repeats (fingerprint, seen_at) SELECT $9::text, $8::timestamptz WHERE NOT EXISTS (SELECT 1 FROM earlier)
       ON CONFLICT (fingerprint) DO UPDATE SET seen_at = EXCLUDED.seen_at WHERE click_repeats.seen_at <= $10::timestamptz
       RETURNING 1
     )
     INSERT INTO affiliate_clicks (casino_id, casino_slug, source_path, language, position, page_app, app_version, clicked_at, call_to_action, click_id, network, client_hash, app_versions, experiment, variant)
     SELECT $1::int, $2::text, $3::text, $4::text, $5::int, $6::text, $7::text, $8::timestamptz, $12::text, $13::text, $14::text, $15::text, $16::jsonb, $17::int, $18::text WHERE EXISTS (SELECT 1 FROM fresh)
     RETURNING id`,
    [
      click.casinoId,
      click.casinoSlug,
      click.sourcePath,
      click.language,
      click.position,
      click.pageApp,
      click.appVersion,
      repeat.at.toISOString(),
      repeat.fingerprint,
      repeat.since.toISOString(),
      repeat.earlierFingerprint,
      click.callToAction,
      click.clickId,
      click.network,
      repeat.clientHash,
      JSON.stringify(click.appVersions),
      click.experiment?.experiment ?? null,
      click.experiment?.variant ?? null,
    ],
  );
  return rows.length > 0;
}
