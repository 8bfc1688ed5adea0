import type { Bonus, Casino } from '@casino/shared';

/** An offer's window as stored: ISO moments, null where open. */
interface Window {
  from: string | null | undefined;
  until: string | null | undefined;
}

/** Whether an offer runs at `now`: from its start (inclusive) to its end (exclusive). */
export const runsAt = ({ from, until }: Window, now: number) => (!from || Date.parse(from) <= now) && (!until || now < Date.parse(until));

const bonusWindow = (bonus: Bonus): Window => ({ from: bonus.validFrom, until: bonus.validUntil });
const welcomeOfferWindow = (casino: Casino): Window => ({ from: casino.bonusValidFrom, until: casino.bonusValidUntil });

/** The bonuses that run at `now`; the others are in no list. */
export const runningBonuses = (bonuses: readonly Bonus[], now: number) => bonuses.filter((bonus) => runsAt(bonusWindow(bonus), now));

/** The casinos as visitors see them at `now`: a welcome offer outside its window is null (the casino stays listed). */
export const withRunningWelcomeOffers = (casinos: readonly Casino[], now: number): Casino[] =>
  casinos.map((casino) => (runsAt(welcomeOfferWindow(casino), now) ? casino : { ...casino, bonus: null, bonusDe: null, bonusType: null, bonusTypeDe: null }));

/**
 * The moments at which what the catalogue shows changes on its own: every start and end of a
 * bonus or welcome offer. `passed` is the last one at or before `now` (0 when none), which names
 * the catalogue's state with the import version; `next` the first after it (null when none).
 */
export function offerChanges(casinos: readonly Casino[], bonuses: readonly Bonus[], now: number): { passed: number; next: number | null } {
  const moments = [...casinos.map(welcomeOfferWindow), ...bonuses.map(bonusWindow)]
    .flatMap(({ from, until }) => [from, until])
    .filter((moment): moment is string => Boolean(moment))
    .map((moment) => Date.parse(moment));
  const passed = Math.max(0, ...moments.filter((moment) => moment <= now));
  const upcoming = moments.filter((moment) => moment > now);
  return { passed, next: upcoming.length ? Math.min(...upcoming) : null };
}

/** Whole seconds until the catalogue's next offer start or end (`nextOfferChange`), or null when none is to come: how long a list or page may be kept. */
export const secondsUntil = (moment: number | null) => (moment === null ? null : Math.floor((moment - Date.now()) / 1000));
