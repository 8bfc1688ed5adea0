/** The catalogue's figures a review's text may name, written in the page's format ("9,6", "35", "4"). */
export interface ReviewFigures {
  rating: string;
  /** The multiple of the casino's bonus record; absent when the catalogue holds none. */
  wagering?: string;
  cryptocurrencies: string;
}

/**
 * Stands where the catalogue holds no figure for a placeholder (a bonus record removed by an
 * import): a dash says "not known" instead of showing the placeholder or a figure of the copy's own.
 */
const UNKNOWN = '–';

/** A review's text with the catalogue's figures wherever the writer put `{rating}`, `{wagering}` or `{cryptocurrencies}`. */
export function fillFacts<T>(text: T, figures: ReviewFigures): T {
  const values: Record<string, string> = { rating: figures.rating, wagering: figures.wagering ?? UNKNOWN, cryptocurrencies: figures.cryptocurrencies };
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(/\{(rating|wagering|cryptocurrencies)\}/g, (_, name: string) => values[name]!);
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
    return value;
  };
  return fill(text) as T;
}
