/**
 * The catalogue file format: the seed the server starts with and every file editors
 * import are checked against this one schema before anything is written.
 */
const localizedList = {
  type: 'object',
  additionalProperties: false,
  required: ['de', 'en'],
  properties: {
    de: { type: 'array', items: { type: 'string', minLength: 1 }, maxItems: 20 },
    en: { type: 'array', items: { type: 'string', minLength: 1 }, maxItems: 20 },
  },
} as const;

const slug = { type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 80 } as const;
const text = (maxLength = 2000) => ({ type: 'string', minLength: 1, maxLength }) as const;
const optionalText = (maxLength = 200) => ({ type: ['string', 'null'], maxLength }) as const;
const isoDate = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const httpsUrl = { type: 'string', pattern: '^https://[^\\s]+$', maxLength: 500 } as const;

export const casinoSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'name', 'description', 'descriptionDe', 'bonus', 'bonusDe', 'rating', 'affiliateUrl', 'verifiedAt'],
  properties: {
    slug,
    name: text(100),
    description: text(),
    descriptionDe: text(),
    bonus: text(200),
    bonusDe: text(200),
    bonusType: optionalText(),
    bonusTypeDe: optionalText(),
    rating: { type: 'string', pattern: '^(10(\\.0)?|\\d(\\.\\d)?)$' },
    imageUrl: { type: ['string', 'null'], maxLength: 500 },
    affiliateUrl: httpsUrl,
    freeSpins: optionalText(20),
    license: optionalText(),
    germanLicense: { type: 'boolean' },
    payoutPercentage: optionalText(20),
    withdrawalTime: optionalText(40),
    gamesCount: { type: ['integer', 'null'], minimum: 0, maximum: 100000 },
    trustScore: { type: ['integer', 'null'], minimum: 0, maximum: 100 },
    pros: { anyOf: [localizedList, { type: 'null' }] },
    cons: { anyOf: [localizedList, { type: 'null' }] },
    paymentMethods: { type: 'array', items: text(60), maxItems: 40 },
    priority: { type: ['integer', 'null'], minimum: 1, maximum: 1000 },
    foundedYear: { type: ['integer', 'null'], minimum: 1990, maximum: 2100 },
    liveCasino: { type: 'boolean' },
    mobileCompatible: { type: 'boolean' },
    /** Position in the featured list (home and comparison); absent when not featured. */
    featuredPosition: { type: ['integer', 'null'], minimum: 1, maximum: 1000 },
    verifiedAt: isoDate,
  },
} as const;

export const bonusSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['casinoSlug', 'title', 'titleDe', 'description', 'descriptionDe', 'amount', 'terms', 'termsDe', 'buttonText', 'buttonTextDe', 'verifiedAt'],
  properties: {
    casinoSlug: slug,
    title: text(200),
    titleDe: text(200),
    description: text(),
    descriptionDe: text(),
    amount: text(100),
    terms: text(500),
    termsDe: text(500),
    buttonText: text(60),
    buttonTextDe: text(60),
    featuredPosition: { type: ['integer', 'null'], minimum: 1, maximum: 1000 },
    verifiedAt: isoDate,
  },
} as const;

export const locationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'city', 'state', 'keywords'],
  properties: {
    slug,
    city: text(100),
    state: text(100),
    /** Population as shown, e.g. "3.850.000"; absent shows the default. */
    population: optionalText(40),
    /** German local text: what the city is known for. */
    attractions: optionalText(2000),
    /** German local text: the city's economy. */
    economy: optionalText(2000),
    /** Slugs of the keywords that have a page for this city. */
    keywords: { type: 'array', items: slug, maxItems: 50 },
  },
} as const;

export const keywordSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'keyword'],
  properties: { slug, keyword: text(100) },
} as const;

export const catalogSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['casinos', 'bonuses', 'locations', 'keywords'],
  properties: {
    casinos: { type: 'array', items: casinoSchema, maxItems: 2000 },
    bonuses: { type: 'array', items: bonusSchema, maxItems: 2000 },
    locations: { type: 'array', items: locationSchema, maxItems: 5000 },
    keywords: { type: 'array', items: keywordSchema, maxItems: 200 },
  },
} as const;

export interface CatalogCasino {
  slug: string;
  name: string;
  description: string;
  descriptionDe: string;
  bonus: string;
  bonusDe: string;
  bonusType?: string | null;
  bonusTypeDe?: string | null;
  rating: string;
  imageUrl?: string | null;
  affiliateUrl: string;
  freeSpins?: string | null;
  license?: string | null;
  germanLicense?: boolean;
  payoutPercentage?: string | null;
  withdrawalTime?: string | null;
  gamesCount?: number | null;
  trustScore?: number | null;
  pros?: { de: string[]; en: string[] } | null;
  cons?: { de: string[]; en: string[] } | null;
  paymentMethods?: string[];
  priority?: number | null;
  foundedYear?: number | null;
  liveCasino?: boolean;
  mobileCompatible?: boolean;
  featuredPosition?: number | null;
  verifiedAt: string;
}

export interface CatalogBonus {
  casinoSlug: string;
  title: string;
  titleDe: string;
  description: string;
  descriptionDe: string;
  amount: string;
  terms: string;
  termsDe: string;
  buttonText: string;
  buttonTextDe: string;
  featuredPosition?: number | null;
  verifiedAt: string;
}

export interface CatalogLocation {
  slug: string;
  city: string;
  state: string;
  population?: string | null;
  attractions?: string | null;
  economy?: string | null;
  keywords: string[];
}

export interface Catalog {
  casinos: CatalogCasino[];
  bonuses: CatalogBonus[];
  locations: CatalogLocation[];
  keywords: Array<{ slug: string; keyword: string }>;
}
