import { formatNumber, formatWithdrawalTime } from '../i18n/format';
import type { Language } from '../i18n/language';
import { pickByLanguage } from '../i18n/language-context';
import type { Casino } from './catalog-records';
import { licenceNames } from './licences';

/**
 * Spec §3: what a page shows when the API leaves a field out. There is no fallback licence
 * (the spec's "Licensed"): the catalogue requires every casino's licences, and the site never
 * claims a licence it cannot name.
 */
export const FALLBACKS = {
  gamesCount: '1000+',
  withdrawalTime: '24-48h',
  priority: 1,
  foundedYear: 2020,
  pros: {
    de: ['Lizenziert und sicher', 'Große Spielauswahl', 'Für Mobilgeräte optimiert'],
    en: ['Licensed and secure', 'Large game selection', 'Mobile optimized'],
  },
  cons: {
    de: ['Länderbeschränkungen', 'Umsatzbedingungen gelten'],
    en: ['Country restrictions', 'Wagering requirements apply'],
  },
  /** A casino whose welcome offer has ended (or not yet begun) is listed with this in its place, never with the old offer. */
  welcomeOffer: { de: 'Derzeit kein Willkommensangebot', en: 'No welcome offer at present' },
} as const;

const formatGames = (count: number, language: Language) => `${formatNumber(count, language)}+`;

/** The casino's welcome offer as a page writes it: the running offer, or that there is none now. */
export const welcomeOfferOf = (casino: Pick<Casino, 'bonus' | 'bonusDe'>, language: Language): string =>
  pickByLanguage(language, casino.bonus, casino.bonusDe) ?? FALLBACKS.welcomeOffer[language];

/** The facts of a casino in one language, with the fallbacks filled in: what every card and review writes. */
export function casinoFacts(casino: Casino, language: Language) {
  const pros = casino.pros?.[language]?.length ? casino.pros[language] : [...FALLBACKS.pros[language]];
  const cons = casino.cons?.[language]?.length ? casino.cons[language] : [...FALLBACKS.cons[language]];
  return {
    bonus: welcomeOfferOf(casino, language),
    description: pickByLanguage(language, casino.description, casino.descriptionDe),
    gamesCount: casino.gamesCount ? formatGames(casino.gamesCount, language) : FALLBACKS.gamesCount,
    withdrawalTime: formatWithdrawalTime(casino.withdrawalTime || FALLBACKS.withdrawalTime, language),
    licence: licenceNames(casino.licences, language),
    priority: casino.priority ?? FALLBACKS.priority,
    foundedYear: casino.foundedYear ?? FALLBACKS.foundedYear,
    paymentMethods: casino.paymentMethods ?? [],
    pros,
    cons,
  };
}
