import type { Bonus, Casino } from '@casino/shared';

/**
 * The bonus page's filters, kept in the URL query so a filtered list can be shared and is
 * rendered on the server. Parameter names and values are German, the site's default, in both
 * languages, as the comparison's are.
 */
export interface BonusFilters {
  /** Only offers of this kind. */
  type: BonusType | null;
  /** Only offers whose wagering is at most this multiple (35 is 35x). */
  maxWagering: number | null;
  /** Only offers whose minimum deposit is at most this many euros. */
  maxDeposit: number | null;
  /** Only offers with free spins. */
  freeSpins: boolean;
}

/** The query's values of `typ`, in the order the form offers them. */
export const BONUS_TYPES = ['willkommen', 'ohne-einzahlung', 'freispiele', 'reload', 'cashback'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];
/** The wagering limits offered: `umsatz=35` is 35x or less. */
export const WAGERING_LIMITS = [30, 35, 40] as const;
/** The minimum deposits offered: `einzahlung=10` is 10 € or less. */
export const DEPOSIT_LIMITS = [10, 20] as const;
/** The one value of `freispiele`. */
export const WITH_FREE_SPINS = 'ja';

const oneOf = <T extends number>(limits: readonly T[], text: string | null): T | null => limits.find((limit) => String(limit) === text) ?? null;

export function readBonusFilters(query: URLSearchParams): BonusFilters {
  const type = query.get('typ');
  return {
    type: BONUS_TYPES.includes(type as BonusType) ? (type as BonusType) : null,
    maxWagering: oneOf(WAGERING_LIMITS, query.get('umsatz')),
    maxDeposit: oneOf(DEPOSIT_LIMITS, query.get('einzahlung')),
    freeSpins: query.get('freispiele') === WITH_FREE_SPINS,
  };
}

export const isBonusFiltered = (filters: BonusFilters) =>
  filters.type !== null || filters.maxWagering !== null || filters.maxDeposit !== null || filters.freeSpins;

/** One offer as the filters see it: its casino's record and its bonus record. */
export interface OfferRecords {
  casino: Casino;
  bonus: Bonus;
}

const kindIn = (text: string): BonusType | null => {
  if (/no[\s-]?deposit|ohne einzahlung/i.test(text)) return 'ohne-einzahlung';
  if (/reload/i.test(text)) return 'reload';
  if (/cashback/i.test(text)) return 'cashback';
  if (/welcome|willkommen/i.test(text)) return 'willkommen';
  if (/free ?spins?|freispiel/i.test(text)) return 'freispiele';
  return null;
};

/**
 * The kind of an offer, from its bonus record's title ("Sol Casino Welcome Package", "Freispiele
 * ohne Einzahlung") without the casino's name (a casino may be called "Cashback Kings"), else from
 * the bonus type of the casino; null when neither names a kind the filter knows. A no-deposit
 * offer is that whatever else its name says.
 */
export function bonusTypeOf({ casino, bonus }: OfferRecords): BonusType | null {
  const title = [bonus.title, bonus.titleDe].join(' ').split(casino.name).join(' ');
  return kindIn(title) ?? kindIn(`${casino.bonusType ?? ''} ${casino.bonusTypeDe ?? ''}`);
}

/**
 * The least an offer asks to deposit, in euros, as its terms of who qualifies state it ("on
 * their first deposit of at least €20", "ab einer Einzahlung von mindestens 20 €"); 0 for an
 * offer without deposit, null when the terms name no amount (such an offer passes no deposit filter).
 */
export function minimumDeposit(bonus: Pick<Bonus, 'eligibility' | 'eligibilityDe'>, type: BonusType | null): number | null {
  if (type === 'ohne-einzahlung') return 0;
  for (const text of [bonus.eligibility, bonus.eligibilityDe]) {
    if (!text) continue;
    const match = /(?:at least|minimum(?: of)?|mindestens|ab)\s*(?:€\s*(\d+(?:[.,]\d+)?)|(\d+(?:[.,]\d+)?)\s*(?:€|euro))/i.exec(text);
    if (match) return Number((match[1] ?? match[2])!.replace(',', '.'));
    if (/without (?:a |any )?deposit|no deposit|ohne einzahlung/i.test(text)) return 0;
  }
  return null;
}

export function offerMatches(offer: OfferRecords, filters: BonusFilters): boolean {
  const { bonus } = offer;
  const type = bonusTypeOf(offer);
  const deposit = minimumDeposit(bonus, type);
  return (
    (filters.type === null || type === filters.type) &&
    (filters.maxWagering === null || (bonus.wagering != null && bonus.wagering <= filters.maxWagering)) &&
    (filters.maxDeposit === null || (deposit !== null && deposit <= filters.maxDeposit)) &&
    (!filters.freeSpins || (bonus.freeSpins ?? 0) > 0)
  );
}

/** The kinds among the listed offers, in the form's order: the type filter offers no kind the page has none of. */
export const typeChoices = (offers: readonly OfferRecords[]) => {
  const present = new Set(offers.map(bonusTypeOf));
  return BONUS_TYPES.filter((type) => present.has(type));
};
