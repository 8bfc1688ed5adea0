/** A localised list, as stored for pros and cons. */
export interface LocalizedList {
  de: string[];
  en: string[];
}

/** A casino as the API returns it (spec §3). Not every endpoint fills every field. */
export interface Casino {
  id: number;
  slug: string;
  name: string;
  description: string;
  descriptionDe: string;
  bonus: string;
  bonusDe: string;
  bonusType?: string;
  bonusTypeDe?: string;
  /** A numeric string out of 10, e.g. "9.1". */
  rating: string;
  /** Holds a German (GGL) licence. */
  germanLicense?: boolean;
  /** ISO date the facts were last checked. */
  verifiedAt?: string;
  imageUrl?: string | null;
  affiliateUrl?: string | null;
  freeSpins?: string | null;
  license?: string | null;
  payoutPercentage?: string | null;
  withdrawalTime?: string | null;
  gamesCount?: number | null;
  trustScore?: number | null;
  pros?: LocalizedList | null;
  cons?: LocalizedList | null;
  paymentMethods?: string[];
  priority?: number | null;
  foundedYear?: number | null;
  liveCasino?: boolean;
  mobileCompatible?: boolean;
}

export interface Bonus {
  id: number;
  title: string;
  titleDe: string;
  description: string;
  descriptionDe: string;
  amount: string;
  terms: string;
  termsDe: string;
  buttonText: string;
  buttonTextDe: string;
  affiliateUrl?: string | null;
  casinoSlug?: string | null;
  verifiedAt?: string;
}

export interface LocationInfo {
  city: string;
  keyword: string;
  state?: string | null;
  /** Local data where the catalogue has it (German text). */
  population?: string | null;
  attractions?: string | null;
  economy?: string | null;
}

export interface NewsletterSubscription {
  email: string;
  language: 'de' | 'en';
}
