import type { GuideContent, Localized } from './types';

type Load = () => Promise<Localized<GuideContent>>;

/**
 * Every page rendered by the guide template, by route id (the ids in routes.json), each loaded
 * as a chunk of its own. Adding a guide: a content file, an entry here, its path in routes.json.
 */
export const guidePages: Readonly<Record<string, Load>> = {
  'guide-casino-bonus': () => import('./guides/casino-bonus-guide').then((m) => m.casinoBonusGuide),
  'guide-live-casino': () => import('./guides/live-casino-strategies').then((m) => m.liveCasinoStrategies),
  'guide-mobile-apps': () => import('./guides/mobile-casino-apps').then((m) => m.mobileCasinoApps),
  'guide-slot-machines': () => import('./guides/slot-machines-guide').then((m) => m.slotMachinesGuide),
  'guide-payment-methods': () => import('./guides/casino-payment-methods').then((m) => m.casinoPaymentMethods),
  'guide-responsible-gambling': () => import('./guides/responsible-gambling').then((m) => m.responsibleGambling),
  'topic-online-casino': () => import('./topics/online-casino').then((m) => m.onlineCasinoTopic),
  'topic-casino-bonus': () => import('./topics/casino-bonus').then((m) => m.casinoBonusTopic),
  'topic-live-casino': () => import('./topics/live-casino').then((m) => m.liveCasinoTopic),
  'topic-free-spins': () => import('./topics/free-spins').then((m) => m.freeSpinsTopic),
  'topic-slot-machines': () => import('./topics/slot-machines').then((m) => m.slotMachinesTopic),
  'topic-mobile-casino': () => import('./topics/mobile-casino').then((m) => m.mobileCasinoTopic),
  'topic-blackjack': () => import('./topics/blackjack').then((m) => m.blackjackTopic),
  'topic-roulette': () => import('./topics/roulette').then((m) => m.rouletteTopic),
  'topic-poker': () => import('./topics/poker').then((m) => m.pokerTopic),
  'topic-progressive-jackpots': () => import('./topics/progressive-jackpots').then((m) => m.progressiveJackpotsTopic),
  'topic-paypal-casino': () => import('./topics/paypal-casino').then((m) => m.paypalCasinoTopic),
};
