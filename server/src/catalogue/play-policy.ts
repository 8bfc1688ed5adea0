import type { Bonus, Casino, LicenceId } from '@casino/shared';

/**
 * The operator's play-link policy (PLAY_LICENCES): with a list of licence ids set, the site
 * links visitors to play only at casinos holding one of them; every other casino keeps its
 * review, facts and rank but has no play button, and its /go/ redirect answers 404. Unset,
 * every casino in the catalogue is linked, as the specification ranks them.
 */
export type PlayPolicy = readonly LicenceId[] | null;

export const mayLinkToPlay = (licences: readonly string[], policy: PlayPolicy) =>
  policy === null || licences.some((id) => (policy as readonly string[]).includes(id));

/** The lists as the API serves them: a casino the policy excludes has no play link. */
export function applyPlayPolicy(casinos: Casino[], policy: PlayPolicy): Casino[] {
  return policy === null ? casinos : casinos.map((casino) => (mayLinkToPlay(casino.licences, policy) ? casino : { ...casino, affiliateUrl: null }));
}

export function applyPlayPolicyToBonuses(bonuses: Bonus[], allCasinos: readonly Casino[], policy: PlayPolicy): Bonus[] {
  if (policy === null) return bonuses;
  const linked = new Set(allCasinos.filter((casino) => mayLinkToPlay(casino.licences, policy)).map((casino) => casino.slug));
  return bonuses.map((bonus) => (linked.has(bonus.casinoSlug) ? bonus : { ...bonus, affiliateUrl: null }));
}
