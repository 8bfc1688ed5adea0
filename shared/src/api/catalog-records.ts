/**
 * The catalogue's records, defined once. The catalogue file (seed and every import) is
 * validated against `CatalogFile`; the API's response schemas (`ApiCasino`, `ApiBonus`,
 * `ApiLocation`) are derived from the same records; the TypeScript types every app and
 * the server use are derived from the schemas. A new casino field is added here (and as a
 * database column), nowhere else.
 *
 * The schemas are runtime values the browser never needs: the library's main entry
 * exports only the types (a federated shared library reaches the browser whole, unpruned),
 * and the server imports the schemas from `@casino/shared/catalog-records`.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { LICENCE_IDS, type LicenceId } from './licences';
import { PRODUCT_IDS, type ProductId } from './products';

// The server's settings take the licence list from here, not from the package's index: that one
// brings React and the page styles into every command line tool.
export { LICENCE_IDS, type LicenceId, PRODUCT_IDS, type ProductId };

export type { TObject } from '@sinclair/typebox';

const Slug = Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 80, description: 'lower-case letters and digits, words joined by single dashes, such as "stake-casino" (at most 80 characters)' });
const Text = (maxLength = 2000) => Type.String({ minLength: 1, maxLength });
/** Nullable as one JSON type list, so a wrong value gets one plain error, not an anyOf. */
const OptionalText = (maxLength = 200) => Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength }));
const OptionalInteger = (minimum: number, maximum: number) =>
  Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum, maximum }));
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'a date such as 2026-11-28' });
/**
 * A moment an offer starts or ends, with its offset ("2026-12-31T23:59:59+01:00"); null or absent
 * is open. Any RFC 3339 date-time: fractions of a second, `Z` or an offset, `T` and `Z` in either
 * case (what `toISOString()` writes passes), and seconds may be left out. Whether it is a moment
 * of the calendar (no month 13) is checked beside the file's other rules (offer-terms.ts). Pages
 * leave an offer out from its end to the second, on every server (see offer-window).
 */
const OptionalMoment = Type.Optional(
  Type.Unsafe<string | null>({
    type: ['string', 'null'],
    maxLength: 40,
    pattern: '^\\d{4}-\\d{2}-\\d{2}[Tt]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?([Zz]|[+-]\\d{2}:\\d{2})$',
    description: 'a date and time with its offset, such as 2026-12-31T23:59:59+01:00 or 2026-11-28T10:00:00.123Z, or null',
  }),
);
const HttpsUrl = Type.String({ pattern: '^https://[^\\s]+$', maxLength: 500, description: 'an https:// address without spaces (at most 500 characters)' });
const Strict = { additionalProperties: false } as const;

/** A list in both languages, as stored for pros and cons. */
export const LocalizedList = Type.Object(
  { de: Type.Array(Text(), { maxItems: 20 }), en: Type.Array(Text(), { maxItems: 20 }) },
  Strict,
);
export type LocalizedList = Static<typeof LocalizedList>;

/**
 * One casino: every fact any page shows about it. Ratings are out of 10, e.g. "9.1".
 * Defaults are filled in when a file is validated, so the database gets them as written here.
 */
export const CasinoRecord = Type.Object(
  {
    slug: Slug,
    name: Text(100),
    description: Text(),
    descriptionDe: Text(),
    bonus: Text(200),
    bonusDe: Text(200),
    bonusType: OptionalText(),
    bonusTypeDe: OptionalText(),
    /** When the welcome offer (bonus, bonusDe, bonusType) runs; outside it the casino is listed without one. */
    bonusValidFrom: OptionalMoment,
    bonusValidUntil: OptionalMoment,
    rating: Type.String({ pattern: '^(10(\\.0)?|\\d(\\.\\d)?)$', description: 'a rating out of 10, such as "9.1"' }),
    imageUrl: OptionalText(500),
    /** The casino's brand colour, the background of its logo mark, e.g. "#1a2c38". */
    brandColor: Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: 'a colour such as "#1a2c38"' }),
    /** The partner's URL. It never leaves the server: pages link to the site's /go/ redirect. */
    affiliateUrl: HttpsUrl,
    /**
     * The affiliate network the link belongs to, by the name it was registered under (`npm run
     * network -- add`): a counted click's id goes into the network's own parameter of the link,
     * unless the link says where with `{clickId}`. Like the link, it never leaves the server.
     */
    affiliateNetwork: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], pattern: '^[a-z0-9][a-z0-9-]{0,39}$', description: 'a network name: lower-case letters, digits and dashes (up to 40)' })),
    freeSpins: OptionalText(20),
    /**
     * Every licence the casino holds, by id (see licences.ts), at least one: the site lists no
     * casino whose licence it cannot name. The one source of every licence the site shows.
     */
    licences: Type.Array(Type.Unsafe<LicenceId>({ type: 'string', enum: LICENCE_IDS }), { minItems: 1, maxItems: 10, uniqueItems: true }),
    /**
     * The kinds of gambling the casino offers, by id (see products.ts), at least one. The German
     * advertising rules (AD_RULES=de) read them: slots, casino games and poker fall under the
     * quiet hours, and the regulator's whitelist must permit the operator for every one of them.
     */
    products: Type.Array(Type.Unsafe<ProductId>({ type: 'string', enum: PRODUCT_IDS }), { minItems: 1, maxItems: PRODUCT_IDS.length, uniqueItems: true }),
    /** The average payout (RTP) in percent, e.g. 98.2; written in each page's format. */
    payoutPercentage: Type.Optional(Type.Unsafe<number | null>({ type: ['number', 'null'], minimum: 50, maximum: 100 })),
    withdrawalTime: OptionalText(40),
    gamesCount: OptionalInteger(0, 100000),
    trustScore: OptionalInteger(0, 100),
    pros: Type.Optional(Type.Union([LocalizedList, Type.Null()])),
    cons: Type.Optional(Type.Union([LocalizedList, Type.Null()])),
    paymentMethods: Type.Optional(Type.Array(Text(60), { maxItems: 40, default: [] })),
    priority: OptionalInteger(1, 1000),
    foundedYear: OptionalInteger(1990, 2100),
    liveCasino: Type.Optional(Type.Boolean({ default: false })),
    mobileCompatible: Type.Optional(Type.Boolean({ default: true })),
    /** Position in the featured list (home and comparison); absent when not featured. */
    featuredPosition: OptionalInteger(1, 1000),
    /** ISO date the facts were last checked against the operator's site. */
    verifiedAt: IsoDate,
  },
  Strict,
);
export type CasinoRecord = Static<typeof CasinoRecord>;

export const BonusRecord = Type.Object(
  {
    casinoSlug: Slug,
    title: Text(200),
    titleDe: Text(200),
    description: Text(),
    descriptionDe: Text(),
    /** The offer in numbers, written in each page's format ("2.000 € + 300 Freispiele"). */
    amountEuros: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
    freeSpins: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
    /**
     * The wagering requirement as a multiple (35 is 35x), null where the operator names none.
     * The one source of the figure: every page that shows the offer's wagering (home, bonus
     * page, reviews) writes this, and `terms` holds the rest of the small print, not the figure.
     */
    wagering: OptionalInteger(0, 200),
    /** How many days the player has to meet the terms, null where the operator names none; pages write this, not a figure of their own. */
    validityDays: OptionalInteger(1, 365),
    /**
     * Who qualifies and on what occasion ("new customers aged 18+, on their first deposit of at
     * least €20"), as German advertising rules ask an offer to state beside its amount, wagering
     * and duration. The import requires it (and wagering and validityDays) in both languages;
     * rows stored before it was asked for hold null until their next import.
     */
    eligibility: OptionalText(300),
    eligibilityDe: OptionalText(300),
    /** When the offer runs; outside it, no page, list or API answer shows it. */
    validFrom: OptionalMoment,
    validUntil: OptionalMoment,
    terms: Text(500),
    termsDe: Text(500),
    buttonText: Text(60),
    buttonTextDe: Text(60),
    featuredPosition: OptionalInteger(1, 1000),
    verifiedAt: IsoDate,
  },
  Strict,
);
export type BonusRecord = Static<typeof BonusRecord>;

export const LocationRecord = Type.Object(
  {
    slug: Slug,
    city: Text(100),
    state: Text(100),
    /** Population as shown, e.g. "3.850.000"; absent shows the default. */
    population: OptionalText(40),
    /** German local text: what the city is known for. */
    attractions: OptionalText(2000),
    /** German local text: the city's economy. */
    economy: OptionalText(2000),
    /** Slugs of the keywords that have a page for this city. */
    keywords: Type.Array(Slug, { maxItems: 50 }),
  },
  Strict,
);
export type LocationRecord = Static<typeof LocationRecord>;

export const KeywordRecord = Type.Object({ slug: Slug, keyword: Text(100) }, Strict);
export type KeywordRecord = Static<typeof KeywordRecord>;

/**
 * Casinos (and bonuses) a catalogue holds at most: five times the 2,000 of the scale benchmark,
 * which imports in seconds; 10,000 casinos with a bonus each come to about the 20 MB an import
 * may send (routes' bodyLimit of the import action).
 */
export const MAX_CATALOGUE_CASINOS = 10_000;

/** The catalogue file: the seed the server starts with and every file editors import. */
export const CatalogFile = Type.Object(
  {
    casinos: Type.Array(CasinoRecord, { maxItems: MAX_CATALOGUE_CASINOS, description: 'a list of at most 10,000 casinos' }),
    bonuses: Type.Array(BonusRecord, { maxItems: MAX_CATALOGUE_CASINOS, description: 'a list of at most 10,000 bonuses' }),
    locations: Type.Array(LocationRecord, { maxItems: 5000 }),
    keywords: Type.Array(KeywordRecord, { maxItems: 200 }),
  },
  Strict,
);
export type CatalogFile = Static<typeof CatalogFile>;

/**
 * What the API says in place of the partner URL: the site's own redirect, which records the
 * click; null when the site offers no play link for the casino (the operator's licence setting).
 */
const RedirectPath = Type.Unsafe<string | null>({ type: ['string', 'null'], description: "the site's redirect, /go/{slug}, or null" });
const ApiRecord = <T extends TSchema>(schema: T) => Type.Composite([schema, Type.Object({ id: Type.Integer(), affiliateUrl: RedirectPath })]);

/** A casino as the API returns it: the record without its list position, with its id. */
/** Outside its window (bonusValidFrom, bonusValidUntil) a casino's welcome offer is null: the casino is listed without one. */
const WelcomeOfferNow = Type.Object({
  bonus: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  bonusDe: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
});
export const ApiCasino = ApiRecord(Type.Composite([Type.Omit(CasinoRecord, ['affiliateUrl', 'affiliateNetwork', 'featuredPosition', 'bonus', 'bonusDe']), WelcomeOfferNow]));
export type Casino = Static<typeof ApiCasino>;

export const ApiBonus = ApiRecord(Type.Omit(BonusRecord, ['featuredPosition']));
export type Bonus = Static<typeof ApiBonus>;

/** One city page's data: the city's record with the keyword the page is about. */
export const ApiLocation = Type.Composite([
  Type.Pick(LocationRecord, ['city', 'state', 'population', 'attractions', 'economy']),
  Type.Object({ keyword: KeywordRecord.properties.keyword }),
]);
export type LocationInfo = Static<typeof ApiLocation>;
