import { queryOptions } from '@tanstack/react-query';

/**
 * GET /api/advertising: whether the site's calls to action are in their quiet hours now, and
 * when what the catalogue's lists show changes next on its own (the quiet hours' edge, an offer
 * starting or ending). Every page carries it, so an open page changes at that moment without a
 * reload (see advertising/advertising-context.tsx).
 */
export const advertisingPath = '/api/advertising';

export interface AdvertisingNow {
  /**
   * The quiet hours of the German advertising rules (AD_RULES=de), in German time ("06:00",
   * "21:00"), and whether they are on now; null where the site follows no such rule.
   */
  quietHours: { from: string; until: string; now: boolean } | null;
  /** When the lists change next on their own, ms since the epoch; null for never. */
  nextChange: number | null;
}

export const advertisingQuery = () => queryOptions<AdvertisingNow>({ queryKey: [advertisingPath] });
