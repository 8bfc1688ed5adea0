/**
 * Path patterns as the route declarations use them: literal segments and ":name"
 * parameters, compared case-insensitively, with an optional trailing slash.
 */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

interface CompiledPattern {
  regex: RegExp;
  names: string[];
}

/**
 * Each pattern compiled once: every request is matched against the route table, and building
 * the expression anew for every route on every request cost more than the matching itself. The
 * patterns come from route declarations, so there are few; the bound only guards a caller that
 * passes made-up patterns.
 */
const compiled = new Map<string, CompiledPattern>();
const MAX_COMPILED = 2000;

function compile(pattern: string): CompiledPattern {
  const known = compiled.get(pattern);
  if (known) return known;
  const names: string[] = [];
  const source = segmentsOf(pattern)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${escapeRegExp(segment)}`;
      names.push(segment.slice(1));
      return '/([^/]+)';
    })
    .join('');
  const made = { regex: new RegExp(`^${source}/?$`, 'i'), names };
  if (compiled.size >= MAX_COMPILED) compiled.clear();
  compiled.set(pattern, made);
  return made;
}

/** Returns the parameters when the pathname matches the pattern, otherwise null. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const { regex, names } = compile(pattern);
  const match = regex.exec(pathname);
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
