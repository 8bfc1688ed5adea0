import type { DictionaryKey } from '@casino/shared';

type FooterLink = { path: string; label: DictionaryKey };

/** Every footer link of spec §2 (German paths; the current language's form is derived). */
export const FOOTER_PAGES: readonly FooterLink[] = [
  { path: '/about', label: 'footer.about' },
  { path: '/contact', label: 'footer.contact' },
  { path: '/privacy', label: 'footer.privacy' },
  { path: '/terms', label: 'footer.terms' },
  { path: '/impressum', label: 'footer.imprint' },
  { path: '/casino-vergleich', label: 'footer.comparison' },
  { path: '/beste-casino-boni', label: 'footer.bonuses' },
  { path: '/live-casino-deutschland', label: 'footer.liveCasino' },
];

export const FOOTER_TOPICS: readonly FooterLink[] = [
  { path: '/blackjack', label: 'footer.blackjack' },
  { path: '/roulette', label: 'footer.roulette' },
  { path: '/slot-machines', label: 'footer.slotMachines' },
  { path: '/casino-bonus', label: 'footer.casinoBonus' },
  { path: '/free-spins', label: 'footer.freeSpins' },
  { path: '/progressive-jackpots', label: 'footer.progressiveJackpots' },
  { path: '/online-casino', label: 'footer.onlineCasino' },
  { path: '/live-casino', label: 'footer.liveCasinoTopic' },
  { path: '/poker', label: 'footer.poker' },
  { path: '/mobile-casino', label: 'footer.mobileCasino' },
  { path: '/paypal-casino', label: 'footer.paypalCasino' },
];

/** Quick-link anchors to the home page's sections, after "back to top" (the current page's top, see BackToTopLink). */
export const FOOTER_ANCHORS: ReadonlyArray<{ id: string; label: DictionaryKey }> = [
  { id: 'casinos', label: 'footer.casinos' },
  { id: 'bonuses', label: 'footer.bonusesAnchor' },
  { id: 'newsletter', label: 'footer.newsletter' },
];

export const FOOTER_EXTERNAL: ReadonlyArray<{ href: string; label: DictionaryKey }> = [
  { href: 'https://www.twitch.tv/casinovergleich', label: 'footer.twitch' },
  { href: 'https://www.youtube.com/@casinovergleich', label: 'footer.youtube' },
];

/** Spec §2: the footer text and trust badges are fixed English text in both languages. */
export const FOOTER_TEXT =
  'Independent reviews and comparisons of licensed online casinos. We test every casino with real money and update our ratings regularly.';
export const TRUST_BADGES = ['SSL Secured', 'Licensed Casinos', 'Independent Reviews', '18+ Responsible Gaming'] as const;
