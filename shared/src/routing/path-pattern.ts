/**
 * Path patterns as the route declarations use them: literal segments and ":name"
 * parameters, compared case-insensitively, with an optional trailing slash.
 */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Returns the parameters when the pathname matches the pattern, otherwise null. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const source = segmentsOf(pattern)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${escapeRegExp(segment)}`;
      names.push(segment.slice(1));
      return '/([^/]+)';
    })
    .join('');
  const match = new RegExp(`^${source}/?$`, 'i').exec(pathname);
  if (!match) return null;
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    const raw = match[index + 1] ?? '';
    try {
      params[name] = decodeURIComponent(raw);
    } catch {
      params[name] = raw; // a malformed escape stays as sent; the page then finds nothing for it
    }
  });
  return params;
}

/** Fills a pattern's parameters; keeps the pattern's trailing slash (/guides/). */
export function fillPattern(pattern: string, params: Readonly<Record<string, string>> = {}): string {
  const path = segmentsOf(pattern)
    .map((segment) => (segment.startsWith(':') ? encodeURIComponent(params[segment.slice(1)] ?? '') : segment))
    .join('/');
  const trailing = pattern.length > 1 && pattern.endsWith('/') ? '/' : '';
  return `/${path}${path ? trailing : ''}`;
}
