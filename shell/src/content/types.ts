import type { IconName, Language } from '@casino/shared';

/** Editorial copy of the shell's pages, written per language. */
export type Localized<T> = Record<Language, T>;

export interface PageMetaContent {
  metaTitle: string;
  metaDescription: string;
  keywords: string;
}

export interface TitledText {
  title: string;
  text: string;
}

/** The home page's language-independent facts: ids with the licence names, card icons and link targets. */
export interface HomeFacts {
  licences: Record<string, string>;
  guideCards: Record<string, { icon: IconName; path: string }>;
  /** Group id → link id → German path. */
  categoryLinks: Record<string, Record<string, string>>;
}

/** The home page's text in one language; it names every licence, card and link of the facts F. */
export interface HomeText<F extends HomeFacts = HomeFacts> extends PageMetaContent {
  hero: { title: string; text: string; casinosButton: string; bonusesButton: string };
  featuredTitle: string;
  featuredSubtitle: string;
  bonusesTitle: string;
  /**
   * The banner: up to 5,000 EUR plus 1000 free spins, the specification's amount. No casino of
   * the catalogue offers that much, so its text claims no place in the comparison for it.
   */
  promo: { title: string; text: string; button: string; terms: string };
  newsletter: { title: string; text: string };
  intro: { title: string; paragraphs: string[] };
  topTable: { title: string; caption: string };
  guide: {
    title: string;
    bonusTypes: { title: string; items: TitledText[] };
    /** Licence entries (spec §3): the region each licence covers. */
    licences: { title: string; regions: Record<keyof F['licences'], string> };
    gameCategories: { title: string; items: TitledText[] };
  };
  /** Exactly three questions. */
  faq: { title: string; items: Array<{ question: string; answer: string }> };
  about: { title: string; paragraphs: string[] };
  /** Six guide cards linking to guide pages. */
  guides: { title: string; cards: Record<keyof F['guideCards'], { title: string; description: string }> };
  security: { title: string; items: TitledText[] };
  /** Four groups (casino categories, bonus types, games, payment methods) of six links each. */
  categories: { title: string; groups: { [G in keyof F['categoryLinks']]: { title: string; labels: Record<keyof F['categoryLinks'][G], string> } } };
}

/** The opening every shell page below home has (see PageIntro). */
export interface PageIntroContent extends PageMetaContent {
  badge: string;
  title: string;
  intro: string;
}

export interface ComparisonContent extends PageIntroContent {
  /** The rating method: the names of the six weighted categories (their weights: RATING_WEIGHTS). */
  method: { title: string; text: string; categories: Record<RatingCategory, string> };
  /** Four reasons. */
  whyTrust: { title: string; reasons: TitledText[] };
}

/**
 * A bonus offer's own terms (spec §3), the site's: its code and exclusivity. What the catalogue
 * records is read from there, found by the casino's slug, so no figure has a second owner: the
 * amount, wagering and validity from the casino's bonus record; the casino's name, bonus type,
 * rating, licences and play link from the casino's record.
 */
export interface BonusOfferFacts {
  casinoSlug: string;
  code: string;
  exclusive: boolean;
}

export interface BonusPageFacts {
  /** Exactly three, in the order shown. */
  offers: Record<string, BonusOfferFacts>;
}

/** An offer's features: what the figures shown beside them do not already say. */
export interface BonusOfferText {
  features: string[];
}

export interface BonusPageText<F extends BonusPageFacts = BonusPageFacts> extends PageIntroContent {
  offers: Record<keyof F['offers'], BonusOfferText>;
  /** Exactly four. */
  bonusTypes: { title: string; items: TitledText[] };
  tips: { title: string; items: string[] };
  calculator: { title: string; intro: string };
}

export type LiveProviderId = 'evolution' | 'pragmaticPlay' | 'playtech';
export type LiveCategoryId = 'blackjack' | 'roulette' | 'baccarat' | 'gameShows';

export interface LiveProviderFacts {
  name: string;
  /** Out of 10. */
  rating: number;
  /** ISO 639-1 codes; the page names them in its language. */
  dealerLanguages: string[];
  /** Percent. */
  gameVariety: number;
  streamQuality: string;
  /** Table limits in euros. */
  stakes: { min: number; max: number };
  /** Whole hours of the day (24 = midnight). */
  peakHours: { from: number; to: number };
  games: string[];
}

export interface LiveCategoryFacts {
  variants: string[];
  /** Euros. */
  minBet: number;
  /** Percent. */
  popularity: number;
}

export interface LiveCasinoFacts {
  /** Three, in the order shown. */
  providers: Record<LiveProviderId, LiveProviderFacts>;
  /** Four, in the order shown. */
  categories: Record<LiveCategoryId, LiveCategoryFacts>;
}

export interface LiveCasinoText extends PageIntroContent {
  /** Three per provider. */
  highlights: Record<LiveProviderId, string[]>;
  categories: Record<LiveCategoryId, { title: string; description: string }>;
  advantages: { title: string; items: string[] };
  tips: { title: string; items: string[] };
}

/** The categories of the editors' rating method (see RATING_WEIGHTS). */
export type RatingCategory = 'licence' | 'bonus' | 'payout' | 'mobile' | 'payments' | 'withdrawal';
