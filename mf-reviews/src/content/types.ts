import type { PageContent } from '@casino/shared';

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
  /** Labelled game statistics, e.g. { label: 'Slots', value: '2,800+' } or { label: 'Total games', value: '{games}+' }. */
  gameStats: Array<{ label: string; value: string }>;
}

/**
 * The review's own facts, the same in both languages. Which casino it is about is its
 * route's `casino` in routes.json. The casino's facts (name, rating,
 * the date they were verified, bonus, licence, payment methods) and its offer's terms are the
 * catalogue's: the page reads them through the shared casino and bonus queries, so an import
 * changes the review without a build. Text that states one of those figures writes a
 * placeholder and the page puts in the catalogue's, formatted for the language: `{rating}`,
 * `{wagering}` (the multiple of the casino's bonus record, "35" in "{wagering}x"),
 * `{cryptocurrencies}` (how many of its payment methods are coins; the text's plural
 * assumes more than one), `{games}` (the number of games alone, "3.200"; a "+" after it is
 * the text's), `{payout}` (the average payout with its sign, "98,2 %"), `{withdrawal}` (how
 * long a withdrawal takes, "24 Stunden", "sofort") and `{bonus}` (the welcome offer as the
 * casino's record words it, "2.000 € + 300 Freispiele"). Figures the catalogue does not hold
 * (a maximum payout, a minimum deposit, one deposit's share of the offer) are the text's own.
 *
 * A review's content file exports `facts` and its text as `de` and `en`; the page loads
 * only its own language's (see the shared PageContent).
 */
export interface ReviewFacts {
  /** ISO date the review was first published. */
  publishedAt: string;
  /** Only the crypto casino (stake). */
  crypto?: CryptoFacts;
}

/** The six categories of the crypto casino's rating breakdown, in the order shown. */
export const CRYPTO_CATEGORIES = ['games', 'bonus', 'payments', 'support', 'mobile', 'security'] as const;
export type CryptoCategory = (typeof CRYPTO_CATEGORIES)[number];

/**
 * The crypto casino's facts: a score out of 10 per category and its game providers. Its coins
 * are not among them: they are the crypto payment methods of its catalogue record.
 */
export interface CryptoFacts {
  scores: Record<CryptoCategory, number>;
  providers: string[];
}

/** The crypto casino's extra text: the categories' names, payment times, support and security lists. */
export interface CryptoText {
  categories: Record<CryptoCategory, string>;
  times: { deposit: string; withdrawal: string };
  support: string[];
  security: string[];
}

/** drueckglueck's extra parts (a casino for the German market). */
export interface GermanMarketText {
  payments: { title: string; intro: string; methods: string[]; limits: Array<{ label: string; value: string }> };
  support: { title: string; intro: string; items: string[] };
}

/** A fixed review's text in one language, with the extra parts some casinos have. */
export interface FixedReviewText extends ReviewText {
  /** With `facts.crypto`. */
  crypto?: CryptoText;
  germanMarket?: GermanMarketText;
}

export type FixedReview = PageContent<ReviewFacts, FixedReviewText>;

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

export type StaticReview = PageContent<ReviewFacts, StaticReviewText>;
