import { MAX_PAGE_NUMBER, MAX_SEARCH_LENGTH, type AppRoute, type QueryValueSource } from '@casino/shared';

/** Where a route's choices come from when they are the catalogue's (see RouteDeclaration.queryValues). */
export type ChoiceSources = Record<'payment-methods', () => ReadonlySet<string>>;

/** Whether a value is one a source offers. */
function offeredBy(source: QueryValueSource, value: string, sources: ChoiceSources): boolean {
  if (source === 'payment-methods') return sources[source]().has(value);
  // Page 1 is the list's own address: `seite=1`, `seite=01` or `seite=2.0` would be copies of a page.
  if (source === 'page-number') return /^[1-9]\d{0,3}$/.test(value) && Number(value) >= 2 && Number(value) <= MAX_PAGE_NUMBER;
  return [...value].length <= MAX_SEARCH_LENGTH && value.trim() !== '';
}

/**
 * The query without the values its route does not offer: a declared parameter given a value
 * outside its choices, or given twice (the first is kept). Null when every value is one the
 * page offers, or empty ("any"); undeclared parameters (`utm_source`) are left as they are.
 * Each junk value would otherwise be a page of its own in every cache in front of the site.
 */
export function withoutUnofferedValues(search: string, route: AppRoute | undefined, sources: ChoiceSources): string | null {
  const choices = route?.queryValues;
  if (!search || !choices) return null;
  const seen = new Set<string>();
  let dropped = false;
  const kept = [...new URLSearchParams(search)].filter(([name, value]) => {
    // Own entries only: a parameter named `__proto__` is no choice of the route's.
    if (!Object.hasOwn(choices, name)) return true;
    const offered = choices[name]!;
    const allowed = !seen.has(name) && (value === '' || (typeof offered === 'string' ? offeredBy(offered, value, sources) : offered.includes(value)));
    seen.add(name);
    dropped ||= !allowed;
    return allowed;
  });
  if (!dropped) return null;
  const query = new URLSearchParams(kept).toString();
  return query ? `?${query}` : '';
}
