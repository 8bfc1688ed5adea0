/**
 * The catalogue's figures a review's text may name, written in the page's format
 * ("9,6", "35", "4", "3.200", "98,2 %", "24 Stunden", "2.000 € + 300 Freispiele").
 * A figure the catalogue does not hold is absent.
 */
export interface ReviewFigures {
  rating: string;
  /** The multiple of the casino's bonus record; absent when the catalogue holds none. */
  wagering?: string;
  cryptocurrencies: string;
  /** How many games the casino has, without the "+" the text may write after it. */
  games?: string;
  /** The average payout (RTP) with its percent sign. */
  payout?: string;
  /** How long a withdrawal takes. */
  withdrawal?: string;
  /** The casino's welcome offer as its record words it. */
  bonus: string;
  /** How many days the bonus record gives to meet its terms. */
  validity?: string;
  /** The year the casino was founded, as a year is written ("2002", never "2.002"). */
  founded?: string;
}

/**
 * Stands where the catalogue holds no figure for a placeholder (a bonus record removed by an
 * import): a dash says "not known" instead of showing the placeholder or a figure of the copy's own.
 */
const UNKNOWN = '–';

/** A placeholder, with the "+" the text may write after it ("{games}+"). */
const PLACEHOLDER = /\{(rating|wagering|cryptocurrencies|games|payout|withdrawal|bonus|validity|founded)\}(\+?)/g;

/**
 * A review's text with the catalogue's figures wherever the writer put `{rating}`, `{wagering}`,
 * `{cryptocurrencies}`, `{games}`, `{payout}`, `{withdrawal}`, `{bonus}`, `{validity}` or `{founded}`.
 */
export function fillFacts<T>(text: T, figures: ReviewFigures): T {
  // An unknown figure takes the text's "+" with it: "–", not "–+".
  const figure = (_: string, name: keyof ReviewFigures, plus: string) => (figures[name] === undefined ? UNKNOWN : `${figures[name]}${plus}`);
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(PLACEHOLDER, figure);
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
    return value;
  };
  return fill(text) as T;
}
