import type { Queryable } from '../core/db/database';

/** Only printable ASCII without spaces may stand in a Location header. */
const HEADER_SAFE = /^[\x21-\x7e]+$/;

/**
 * An affiliate URL as a redirect can carry it: absolute https (or http), with no credentials,
 * percent-encoded as a browser would send it (`https://example.com/bonus-€100` becomes
 * `…/bonus-%E2%82%AC100`, a control character `%01`); null when it is no such URL. The import
 * stores only such URLs, and /go/ redirects only to them.
 */
export function normalisedAffiliateUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname || url.username || url.password) return null;
  return HEADER_SAFE.test(url.href) ? url.href : null;
}

/**
 * Stored affiliate URLs from before the import normalised them, normalised in place (at start,
 * once per row that needs it). One that cannot be made a URL stays as it is: /go/ refuses it
 * without a server error, and the next import must replace it.
 */
export async function normaliseStoredAffiliateUrls(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ id: number; slug: string; url: string }>('SELECT id, slug, affiliate_url AS url FROM casinos');
  const fixed: string[] = [];
  for (const row of rows) {
    const normalised = normalisedAffiliateUrl(row.url);
    if (normalised === null || normalised === row.url) continue;
    await db.query('UPDATE casinos SET affiliate_url = $1 WHERE id = $2', [normalised, row.id]);
    fixed.push(row.slug);
  }
  return fixed;
}
