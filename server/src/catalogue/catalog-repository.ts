import type { Bonus, Casino, LocationInfo } from '@casino/shared';
import { ApiBonus, ApiCasino, ApiLocation } from '@casino/shared/catalog-records';
import type { Queryable } from '../core/db/database';
import { isoMoment, selectList } from './record-columns';

const isoDate = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/**
 * What every page may read about a casino. The partner URL itself never leaves the server:
 * affiliateUrl is the site's own redirect, which records the click (see clicks/affiliate-route.ts).
 */
const CASINO_COLUMNS = selectList(ApiCasino, {
  rating: 'rating::text',
  payoutPercentage: 'payout_percentage::float8',
  affiliateUrl: "'/go/' || slug",
  verifiedAt: isoDate('verified_at'),
  bonusValidFrom: isoMoment('bonus_valid_from'),
  bonusValidUntil: isoMoment('bonus_valid_until'),
});

const BONUS_COLUMNS = selectList(
  ApiBonus,
  { casinoSlug: 'c.slug', affiliateUrl: "'/go/' || c.slug", verifiedAt: isoDate('b.verified_at'), validFrom: isoMoment('b.valid_from'), validUntil: isoMoment('b.valid_until') },
  'b',
);

const LOCATION_COLUMNS = selectList(ApiLocation, { keyword: 'k.keyword' }, 'l');

export const listCasinos = (db: Queryable) => db.query<Casino>(`SELECT ${CASINO_COLUMNS} FROM casinos ORDER BY position`);

export const listFeaturedCasinos = (db: Queryable) =>
  db.query<Casino>(`SELECT ${CASINO_COLUMNS} FROM casinos WHERE featured_position IS NOT NULL ORDER BY featured_position, position`);

/** Every bonus in catalogue order: the offers whose terms (amount, wagering) the bonus page and the reviews show. */
export const listBonuses = (db: Queryable) =>
  db.query<Bonus>(`SELECT ${BONUS_COLUMNS} FROM bonuses b JOIN casinos c ON c.id = b.casino_id ORDER BY b.position`);

export const listFeaturedBonuses = (db: Queryable) =>
  db.query<Bonus>(
    `SELECT ${BONUS_COLUMNS} FROM bonuses b JOIN casinos c ON c.id = b.casino_id
     WHERE b.featured_position IS NOT NULL ORDER BY b.featured_position, b.position`,
  );

/** A city page exists only for the keywords the city allows. */
export async function findLocation(db: Queryable, citySlug: string, keywordSlug: string): Promise<LocationInfo | null> {
  const [row] = await db.query<LocationInfo>(
    `SELECT ${LOCATION_COLUMNS} FROM locations l
     JOIN location_keyword_links lk ON lk.location_id = l.id
     JOIN location_keywords k ON k.id = lk.keyword_id
     WHERE l.slug = $1 AND k.slug = $2`,
    [citySlug, keywordSlug],
  );
  return row ?? null;
}

/** Where each casino's play link leads, as stored, with what decides whether it may be shown. */
export const listAffiliateTargets = (db: Queryable) =>
  db.query<{ id: number; slug: string; url: string; licences: string[]; network: string | null }>('SELECT id, slug, affiliate_url AS url, licences, affiliate_network AS network FROM casinos');

export async function catalogVersion(db: Queryable): Promise<number> {
  const [row] = await db.query<{ version: number }>('SELECT version FROM catalog_state');
  return row?.version ?? 0;
}

/** Every city page (city and keyword slugs) with the city's local data, in catalogue order. */
export const listLocationPages = (db: Queryable) =>
  db.query<{ city: string; keyword: string; population: string | null; attractions: string | null; economy: string | null }>(
    `SELECT l.slug AS city, k.slug AS keyword, l.population, l.attractions, l.economy FROM locations l
     JOIN location_keyword_links lk ON lk.location_id = l.id
     JOIN location_keywords k ON k.id = lk.keyword_id
     ORDER BY l.position, k.slug`,
  );
