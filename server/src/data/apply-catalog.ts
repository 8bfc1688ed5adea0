import type { Queryable } from '../db/database';
import type { Catalog } from './seed-schema';

/**
 * Writes a validated catalogue in the caller's transaction: the file is the whole
 * catalogue. Casinos keep their ids (click history refers to them); bonuses, cities and
 * keywords are replaced. The catalogue version goes up so every server reloads its lists.
 */
export async function applyCatalog(tx: Queryable, catalog: Catalog): Promise<number> {
  for (const [position, c] of catalog.casinos.entries()) {
    await tx.query(
      `INSERT INTO casinos (slug, name, description, description_de, bonus, bonus_de, bonus_type, bonus_type_de, rating,
         image_url, affiliate_url, free_spins, license, german_license, payout_percentage, withdrawal_time, games_count,
         trust_score, pros, cons, payment_methods, priority, founded_year, live_casino, mobile_compatible,
         featured_position, verified_at, position)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28)
       ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description,
         description_de = EXCLUDED.description_de, bonus = EXCLUDED.bonus, bonus_de = EXCLUDED.bonus_de,
         bonus_type = EXCLUDED.bonus_type, bonus_type_de = EXCLUDED.bonus_type_de, rating = EXCLUDED.rating,
         image_url = EXCLUDED.image_url, affiliate_url = EXCLUDED.affiliate_url, free_spins = EXCLUDED.free_spins,
         license = EXCLUDED.license, german_license = EXCLUDED.german_license,
         payout_percentage = EXCLUDED.payout_percentage, withdrawal_time = EXCLUDED.withdrawal_time,
         games_count = EXCLUDED.games_count, trust_score = EXCLUDED.trust_score, pros = EXCLUDED.pros,
         cons = EXCLUDED.cons, payment_methods = EXCLUDED.payment_methods, priority = EXCLUDED.priority,
         founded_year = EXCLUDED.founded_year, live_casino = EXCLUDED.live_casino,
         mobile_compatible = EXCLUDED.mobile_compatible, featured_position = EXCLUDED.featured_position,
         verified_at = EXCLUDED.verified_at, position = EXCLUDED.position`,
      [
        c.slug, c.name, c.description, c.descriptionDe, c.bonus, c.bonusDe, c.bonusType ?? null, c.bonusTypeDe ?? null,
        c.rating, c.imageUrl ?? null, c.affiliateUrl, c.freeSpins ?? null, c.license ?? null, c.germanLicense ?? false,
        c.payoutPercentage ?? null, c.withdrawalTime ?? null, c.gamesCount ?? null, c.trustScore ?? null,
        c.pros ? JSON.stringify(c.pros) : null, c.cons ? JSON.stringify(c.cons) : null, JSON.stringify(c.paymentMethods ?? []),
        c.priority ?? null, c.foundedYear ?? null, c.liveCasino ?? false, c.mobileCompatible ?? true,
        c.featuredPosition ?? null, c.verifiedAt, position,
      ],
    );
  }
  await tx.query('DELETE FROM casinos WHERE NOT (slug = ANY($1::text[]))', [catalog.casinos.map((c) => c.slug)]);

  await tx.query('DELETE FROM bonuses');
  for (const [position, b] of catalog.bonuses.entries()) {
    await tx.query(
      `INSERT INTO bonuses (casino_id, title, title_de, description, description_de, amount, terms, terms_de,
         button_text, button_text_de, featured_position, verified_at, position)
       SELECT id, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13 FROM casinos WHERE slug = $1`,
      [b.casinoSlug, b.title, b.titleDe, b.description, b.descriptionDe, b.amount, b.terms, b.termsDe, b.buttonText,
        b.buttonTextDe, b.featuredPosition ?? null, b.verifiedAt, position],
    );
  }

  await tx.query('DELETE FROM location_keyword_links');
  await tx.query('DELETE FROM locations');
  await tx.query('DELETE FROM location_keywords');
  for (const k of catalog.keywords) {
    await tx.query('INSERT INTO location_keywords (slug, keyword) VALUES ($1, $2)', [k.slug, k.keyword]);
  }
  for (const [position, l] of catalog.locations.entries()) {
    await tx.query(
      `WITH inserted AS (
         INSERT INTO locations (slug, city, state, population, attractions, economy, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id)
       INSERT INTO location_keyword_links (location_id, keyword_id)
       SELECT inserted.id, k.id FROM inserted, location_keywords k WHERE k.slug = ANY($8::text[])`,
      [l.slug, l.city, l.state, l.population ?? null, l.attractions ?? null, l.economy ?? null, position, l.keywords],
    );
  }

  const [state] = await tx.query<{ version: number }>(
    `INSERT INTO catalog_state (id, version) VALUES (true, 1)
     ON CONFLICT (id) DO UPDATE SET version = catalog_state.version + 1, imported_at = now()
     RETURNING version`,
  );
  return state!.version;
}
