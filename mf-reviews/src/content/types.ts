import type { Language } from '@casino/shared';

export type Localized<T> = Record<Language, T>;

export interface TitledText {
  title: string;
  description: string;
}

/** The text of one fixed review in one language (spec §3 "Review content per casino"). */
export interface ReviewText {
  /** Document title. */
  title: string;
  /** Meta description. */
  description: string;
  keywords: string;
  h1: string;
  subtitle: string;
  /** The word beside the stars, e.g. "Hervorragend". */
  ratingText: string;
  overview: string[];
  /** Exactly 7. */
  pros: string[];
  /** 3 or 4. */
  cons: string[];
  sections: {
    bonus: TitledText;
    games: TitledText;
    security: TitledText;
    payment: TitledText;
    support: TitledText;
    mobile: TitledText;
    conclusion: TitledText;
  };
  buttons: { play: string; claim: string; visit: string };
  /** The welcome bonus box: headline and its terms lines. */
  welcomeBonus: { headline: string; details: string[] };
  /** Labelled game statistics, e.g. { label: 'Slots', value: '2,800+' }. */
  gameStats: Array<{ label: string; value: string }>;
}

/**
 * The review's own facts, the same in both languages. Which casino it is about is its
 * route's `casino` in routes.json. The casino's facts (name, rating,
 * the date they were verified, bonus, licence) are the catalogue's: the page reads them
 * through the shared casino query, so an import changes the review without a build. Text
 * that states the rating writes `{rating}`; the page puts in the catalogue's, formatted
 * for the language.
 */
export interface ReviewFacts {
  /** ISO date the review was first published. */
  publishedAt: string;
}

/** The crypto casino's extra block (stake). */
export interface CryptoBlock {
  /** Six categories, each with a score out of 10. */
  breakdown: Localized<Array<{ label: string; score: number }>>;
  providers: string[];
  cryptocurrencies: string[];
  times: Localized<{ deposit: string; withdrawal: string }>;
  support: Localized<string[]>;
  security: Localized<string[]>;
}

export interface FixedReview {
  facts: ReviewFacts;
  text: Localized<ReviewText>;
  crypto?: CryptoBlock;
  germanMarket?: GermanMarketBlock;
}

/** drueckglueck's extra parts (a casino for the German market). */
export interface GermanMarketBlock {
  payments: Localized<{ title: string; intro: string; methods: string[]; limits: Array<{ label: string; value: string }> }>;
  support: Localized<{ title: string; intro: string; items: string[] }>;
}

/**
 * The static-review layout (leovegas, bet-at-home, sunmaker, lapalingo): header badge,
 * summary card, key facts, pros and cons, bonus details with the deposit schedule,
 * payment lists and limits, and a closing call to action.
 */
export interface StaticReviewText {
  title: string;
  description: string;
  keywords: string;
  badge: string;
  h1: string;
  intro: string;
  welcomeBonus: string;
  /** Facts of the offer only; games, payout time and licences are the catalogue's and shown before these. */
  keyFacts: Array<{ label: string; value: string }>;
  playButton: string;
  pros: string[];
  cons: string[];
  bonusDetails: {
    title: string;
    intro: string;
    /** One row per deposit, e.g. { label: '1. Einzahlung', offer: '100 % bis 200 € + 100 Freispiele' }. */
    deposits: Array<{ label: string; offer: string }>;
    /** Wagering, validity, minimum deposit and the like. */
    terms: Array<{ label: string; value: string }>;
  };
  payments: {
    title: string;
    deposit: string[];
    withdrawal: string[];
    limits: Array<{ label: string; value: string }>;
  };
  cta: { title: string; text: string; button: string };
}

export interface StaticReview {
  facts: ReviewFacts;
  text: Localized<StaticReviewText>;
}
