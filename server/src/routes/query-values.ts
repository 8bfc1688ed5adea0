import type { AppRoute } from '@casino/shared';

/** Where a route's choices come from when they are the catalogue's (see RouteDeclaration.queryValues). */
export type ChoiceSources = Record<'payment-methods', () => ReadonlySet<string>>;

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
    const allowed = !seen.has(name) && (value === '' || (offered === 'payment-methods' ? sources[offered]().has(value) : offered.includes(value)));
    seen.add(name);
    dropped ||= !allowed;
    return allowed;
  });
  if (!dropped) return null;
  const query = new URLSearchParams(kept).toString();
  return query ? `?${query}` : '';
}
