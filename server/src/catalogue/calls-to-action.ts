import type { AdvertisingNow, Bonus, Casino, ProductId } from '@casino/shared';

/** What rules about calls to action read of a casino: its stored partner URL, not the site's /go/ path. */
export interface CasinoFacts {
  slug: string;
  licences: readonly string[];
  products: readonly ProductId[];
  affiliateUrl: string;
}

/** Which casinos get no call to action at a moment, why (reason ids, by slug), and when that changes on its own. */
export interface RulesDecision {
  withheld: ReadonlyMap<string, readonly string[]>;
  /** The last moment at or before now at which the decision changed on its own (0 for none), and the next (null for none). */
  passed: number;
  next: number | null;
  quietHours: AdvertisingNow['quietHours'];
}

/**
 * Rules a market's law sets on calls to action (ad-rules/ gives the German ones): the catalogue
 * asks them whenever it builds its lists, and builds them again when `version` changes (a new
 * whitelist, a link check that found a new end of a redirect) or a moment they name passes.
 */
export interface CallsToActionRules {
  readonly version: string;
  decide(casinos: readonly CasinoFacts[], now: number): RulesDecision;
}

/** A casino as the lists show it while its calls to action are withheld: facts and ratings, no play link. */
export const withoutCallToAction = (casino: Casino): Casino => (casino.affiliateUrl === null ? casino : { ...casino, affiliateUrl: null });

/** The casinos with the withheld ones' play links taken out. */
export const withWithheldOut = (casinos: readonly Casino[], withheld: ReadonlyMap<string, unknown>): Casino[] =>
  withheld.size ? casinos.map((casino) => (withheld.has(casino.slug) ? withoutCallToAction(casino) : casino)) : [...casinos];

/** The bonuses with the claim links of withheld casinos taken out. */
export const bonusesWithWithheldOut = (bonuses: readonly Bonus[], withheld: ReadonlyMap<string, unknown>): Bonus[] =>
  withheld.size ? bonuses.map((bonus) => (withheld.has(bonus.casinoSlug) && bonus.affiliateUrl !== null ? { ...bonus, affiliateUrl: null } : bonus)) : [...bonuses];
