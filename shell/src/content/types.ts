import type { Language } from '@casino/shared';

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

/** A link target inside the site, as a German path (the page localises it). */
export interface SiteLink {
  label: string;
  path: string;
}

export interface HomeContent extends PageMetaContent {
  hero: { title: string; text: string; casinosButton: string; bonusesButton: string };
  featuredTitle: string;
  featuredSubtitle: string;
  bonusesTitle: string;
  /** The banner: up to 5,000 EUR plus 1000 free spins. */
  promo: { title: string; text: string; button: string; terms: string };
  newsletter: { title: string; text: string };
  intro: { title: string; paragraphs: string[] };
  topTable: { title: string; caption: string };
  guide: {
    title: string;
    bonusTypes: { title: string; items: TitledText[] };
    /** Licence entries (spec §3): name and region text. */
    licences: { title: string; items: Array<{ name: string; region: string }> };
    gameCategories: { title: string; items: TitledText[] };
  };
  /** Exactly three questions. */
  faq: { title: string; items: Array<{ question: string; answer: string }> };
  about: { title: string; paragraphs: string[] };
  /** Six guide cards linking to guide pages. */
  guides: { title: string; cards: Array<{ title: string; description: string; icon: string; path: string }> };
  security: { title: string; items: TitledText[] };
  /** Four groups (casino categories, bonus types, games, payment methods) of six links each. */
  categories: { title: string; groups: Array<{ title: string; items: SiteLink[] }> };
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

/** A static bonus offer (spec §3). */
export interface BonusOffer {
  casino: string;
  /** The casino's slug for the claim button (/go/...). */
  casinoSlug: string;
  bonusType: string;
  amount: string;
  wagering: string;
  validity: string;
  code: string;
  /** Out of 10. */
  rating: number;
  features: string[];
  exclusive: boolean;
}

export interface BonusPageContent extends PageIntroContent {
  /** Exactly three. */
  offers: BonusOffer[];
  /** Exactly four. */
  bonusTypes: { title: string; items: TitledText[] };
  tips: { title: string; items: string[] };
  calculator: { title: string; intro: string };
}

export interface LiveProvider {
  name: string;
  /** Out of 10. */
  rating: number;
  dealerLanguages: string[];
  /** Percent. */
  gameVariety: number;
  streamQuality: string;
  minBet: string;
  maxBet: string;
  peakHours: string;
  highlights: string[];
  games: string[];
}

export interface LiveGameCategory {
  title: string;
  description: string;
  variants: string[];
  minBet: string;
  /** Percent. */
  popularity: number;
}

export interface LiveCasinoContent extends PageIntroContent {
  /** Exactly three. */
  providers: LiveProvider[];
  /** Exactly four. */
  categories: LiveGameCategory[];
  advantages: { title: string; items: string[] };
  tips: { title: string; items: string[] };
}

/** The categories of the editors' rating method (see RATING_WEIGHTS). */
export type RatingCategory = 'licence' | 'bonus' | 'payout' | 'mobile' | 'payments' | 'withdrawal';
