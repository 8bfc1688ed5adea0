/** A review's text with the catalogue's rating wherever the writer put `{rating}`. */
export function fillRating<T>(text: T, rating: string): T {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replaceAll('{rating}', rating);
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
    return value;
  };
  return fill(text) as T;
}
