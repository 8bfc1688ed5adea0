import { QUIET_HOURS_PRODUCTS, type ProductId } from '@casino/shared';
import type { CallsToActionRules, CasinoFacts, RulesDecision } from '../catalogue';
import { clockTimes, isInsideAt, windowEdges, type DailyWindow } from '../core/daily-window';

/** Why the German rules withhold a casino's calls to action: the reasons' ids in the record. */
export type GermanReason = 'quiet-hours' | 'whitelist';

/** The regulator's whitelist as the rules ask it: whether it permits a casino's link, and if not, why in words. */
export interface WhitelistVerdicts {
  /** Changes whenever the answers may change: a new list, a link check with new ends. */
  readonly version: string;
  verdict(casino: { products: readonly ProductId[]; affiliateUrl: string; slug: string }, now: number): { permitted: true } | { permitted: false; reason: string };
  /** When its answers change on their own (a permission's first or last day), around `now`. */
  changesAround(now: number): { passed: number; next: number | null };
}

/** The host of a URL, lower-case; null for no URL. */
export const hostOf = (url: string): string | null => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
};

/**
 * The German rules on calls to action (AD_RULES=de):
 * - GlüStV 2021 §5(3): no advertising for virtual slot machines, online poker and online casino
 *   games on the internet in the quiet hours (06:00 to 21:00 German time by default), so a casino
 *   offering any of them shows no call to action then; a sports-only casino keeps its own.
 * - §4: only operators with a German permission may be advertised, so a casino shows calls to
 *   action only while the regulator's whitelist permits its link (whitelist/).
 * The reasons' details in words (`detailOf`) are kept for the record and the console.
 */
export class GermanRules implements CallsToActionRules {
  private details = new Map<string, string>();

  constructor(
    private readonly quietHours: DailyWindow,
    private readonly whitelist: WhitelistVerdicts,
  ) {}

  get version(): string {
    return this.whitelist.version;
  }

  /** The quiet hours as set, "06:00-21:00". */
  get quietHoursText(): string {
    return this.quietHours.text;
  }

  decide(casinos: readonly CasinoFacts[], now: number): RulesDecision {
    const quiet = isInsideAt(this.quietHours, now);
    const edges = windowEdges(this.quietHours, now);
    const permissions = this.whitelist.changesAround(now);
    const passed = Math.max(edges.passed, permissions.passed);
    const next = permissions.next === null ? edges.next : Math.min(edges.next, permissions.next);
    const withheld = new Map<string, GermanReason[]>();
    const details = new Map<string, string>();
    for (const casino of casinos) {
      const reasons: GermanReason[] = [];
      if (quiet && casino.products.some((product) => QUIET_HOURS_PRODUCTS.includes(product))) reasons.push('quiet-hours');
      const verdict = this.whitelist.verdict(casino, now);
      if (!verdict.permitted) {
        reasons.push('whitelist');
        details.set(casino.slug, verdict.reason);
      }
      if (reasons.length) withheld.set(casino.slug, reasons);
    }
    this.details = details;
    const { from, until } = clockTimes(this.quietHours);
    return { withheld, passed, next, quietHours: { from, until, now: quiet } };
  }

  /** Why the whitelist does not permit a casino, in words, as last decided; null where it does. */
  detailOf(slug: string): string | null {
    return this.details.get(slug) ?? null;
  }
}
