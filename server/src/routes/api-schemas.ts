/** JSON schemas of what the API answers (spec §3 and §7). */
const nullableString = { type: ['string', 'null'] } as const;
const localizedList = {
  type: ['object', 'null'],
  properties: { de: { type: 'array', items: { type: 'string' } }, en: { type: 'array', items: { type: 'string' } } },
} as const;

export const messageSchema = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;

export const casinoSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    descriptionDe: { type: 'string' },
    bonus: { type: 'string' },
    bonusDe: { type: 'string' },
    bonusType: nullableString,
    bonusTypeDe: nullableString,
    rating: { type: 'string', description: 'out of 10, e.g. "9.1"' },
    imageUrl: nullableString,
    affiliateUrl: { type: 'string', description: "the site's redirect, /go/{slug}" },
    freeSpins: nullableString,
    license: nullableString,
    germanLicense: { type: 'boolean' },
    payoutPercentage: nullableString,
    withdrawalTime: nullableString,
    gamesCount: { type: ['integer', 'null'] },
    trustScore: { type: ['integer', 'null'] },
    pros: localizedList,
    cons: localizedList,
    paymentMethods: { type: 'array', items: { type: 'string' } },
    priority: { type: ['integer', 'null'] },
    foundedYear: { type: ['integer', 'null'] },
    liveCasino: { type: 'boolean' },
    mobileCompatible: { type: 'boolean' },
    verifiedAt: { type: 'string', format: 'date' },
  },
} as const;

export const bonusSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    titleDe: { type: 'string' },
    description: { type: 'string' },
    descriptionDe: { type: 'string' },
    amount: { type: 'string' },
    terms: { type: 'string' },
    termsDe: { type: 'string' },
    buttonText: { type: 'string' },
    buttonTextDe: { type: 'string' },
    affiliateUrl: { type: 'string' },
    casinoSlug: { type: 'string' },
    verifiedAt: { type: 'string', format: 'date' },
  },
} as const;

export const locationSchema = {
  type: 'object',
  required: ['city', 'keyword'],
  properties: {
    city: { type: 'string' },
    keyword: { type: 'string' },
    state: nullableString,
    population: nullableString,
    attractions: nullableString,
    economy: nullableString,
  },
} as const;
