import type { Bonus, Casino, LocationInfo } from '@casino/shared';
import type { Queryable } from '../db/database';

/** What every page may read about a casino. The partner URL itself never leaves the server: */
/** affiliateUrl is the site's own redirect, which records the click (see routes/affiliate.ts). */
const CASINO_COLUMNS = `id, slug, name, description, description_de AS "descriptionDe", bonus, bonus_de AS "bonusDe",
  bonus_type AS "bonusType", bonus_type_de AS "bonusTypeDe", rating::text AS rating, image_url AS "imageUrl",
  '/go/' || slug AS "affiliateUrl", free_spins AS "freeSpins", license, german_license AS "germanLicense",
  payout_percentage AS "payoutPercentage", withdrawal_time AS "withdrawalTime", games_count AS "gamesCount",
  trust_score AS "trustScore", pros, cons, payment_methods AS "paymentMethods", priority, founded_year AS "foundedYear",
  live_casino AS "liveCasino", mobile_compatible AS "mobileCompatible", to_char(verified_at, 'YYYY-MM-DD') AS "verifiedAt"`;

const BONUS_COLUMNS = `b.id, b.title, b.title_de AS "titleDe", b.description, b.description_de AS "descriptionDe", b.amount,
  b.terms, b.terms_de AS "termsDe", b.button_text AS "buttonText", b.button_text_de AS "buttonTextDe",
  '/go/' || c.slug AS "affiliateUrl", c.slug AS "casinoSlug", to_char(b.verified_at, 'YYYY-MM-DD') AS "verifiedAt"`;

export const listCasinos = (db: Queryable) => db.query<Casino>(`SELECT ${CASINO_COLUMNS} FROM casinos ORDER BY position`);

export const listFeaturedCasinos = (db: Queryable) =>
  db.query<Casino>(`SELECT ${CASINO_COLUMNS} FROM casinos WHERE featured_position IS NOT NULL ORDER BY featured_position, position`);

export const listFeaturedBonuses = (db: Queryable) =>
  db.query<Bonus>(
    `SELECT ${BONUS_COLUMNS} FROM bonuses b JOIN casinos c ON c.id = b.casino_id
     WHERE b.featured_position IS NOT NULL ORDER BY b.featured_position, b.position`,
  );

/** A city page exists only for the keywords the city allows. */
export async function findLocation(db: Queryable, citySlug: string, keywordSlug: string): Promise<LocationInfo | null> {
  const [row] = await db.query<LocationInfo>(
    `SELECT l.city, k.keyword, l.state, l.population, l.attractions, l.economy FROM locations l
     JOIN location_keyword_links lk ON lk.location_id = l.id
     JOIN location_keywords k ON k.id = lk.keyword_id
     WHERE l.slug = $1 AND k.slug = $2`,
    [citySlug, keywordSlug],
  );
  return row ?? null;
}

export async function findAffiliateTarget(db: Queryable, slug: string) {
  const [row] = await db.query<{ id: number; url: string }>('SELECT id, affiliate_url AS url FROM casinos WHERE slug = $1', [slug]);
  return row ?? null;
}

export async function catalogVersion(db: Queryable): Promise<number> {
  const [row] = await db.query<{ version: number }>('SELECT version FROM catalog_state');
  return row?.version ?? 0;
}

/** City pages with real local data (the ones worth indexing), as city and keyword slugs. */
export const listIndexableLocations = (db: Queryable) =>
  db.query<{ city: string; keyword: string }>(
    `SELECT l.slug AS city, k.slug AS keyword FROM locations l
     JOIN location_keyword_links lk ON lk.location_id = l.id
     JOIN location_keywords k ON k.id = lk.keyword_id
     WHERE l.population IS NOT NULL OR l.attractions IS NOT NULL OR l.economy IS NOT NULL
     ORDER BY l.position, k.slug`,
  );
