/**
 * The site's two cookies, language and analytics consent, are written by the shell and read
 * by the server (to render the home page in the stored language and the consent banner with
 * the first paint). One reader for both, for a Cookie header or `document.cookie`: the
 * cookie's value when it is one of `allowed`, else null.
 */
export function cookieValue<T extends string>(cookies: string | undefined, name: string, allowed: readonly T[]): T | null {
  const value = rawCookie(cookies, name);
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** A cookie's value as sent, whatever it holds (the server's signed cookies check it themselves); null when there is none. */
export function rawCookie(cookies: string | undefined, name: string): string | null {
  for (const pair of (cookies ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator >= 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return null;
}

/** A first-party cookie kept for `days`, sent with same-site navigations only (for `document.cookie`). */
export const firstPartyCookie = (name: string, value: string, days: number) => `${name}=${value}; path=/; max-age=${days * 24 * 60 * 60}; samesite=lax`;
