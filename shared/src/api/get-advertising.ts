import { queryOptions } from '@tanstack/react-query';

/**
 * GET /api/advertising: whether the site's calls to action are in their quiet hours now, and
 * when the market's rules change what the catalogue's lists show next. Every page carries it, so
 * an open page changes at that moment without a reload (see advertising/calls-to-action.tsx).
 */
export const advertisingPath = '/api/advertising';

export interface AdvertisingNow {
  /**
   * The quiet hours of the German advertising rules (AD_RULES=de), in German time ("06:00",
   * "21:00"), and whether they are on now; null where the site follows no such rule.
   */
  quietHours: { from: string; until: string; now: boolean } | null;
  /** When the rules change what the lists show next (the quiet hours' edge, a permission's start or end), ms since the epoch; null for never or no rules. */
  nextChange: number | null;
}

export const advertisingQuery = () => queryOptions<AdvertisingNow>({ queryKey: [advertisingPath] });
