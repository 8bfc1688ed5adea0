import type { Queryable } from '../core/db/database';
import { CasinoRecord, type CatalogFile } from '@casino/shared/catalog-records';
import { columnOf, columnValues } from './record-columns';

const CASINO_COLUMNS = [...Object.keys(CasinoRecord.properties).map(columnOf), 'position'];

/** A casino keeps its row (and id) when its slug is imported again; every column is the file's. */
const UPSERT_CASINO = `INSERT INTO casinos (${CASINO_COLUMNS.join(', ')})
  VALUES (${CASINO_COLUMNS.map((_, index) => `$${index + 1}`).join(', ')})
  ON CONFLICT (slug) DO UPDATE SET ${CASINO_COLUMNS.filter((column) => column !== 'slug').map((column) => `${column} = EXCLUDED.${column}`).join(', ')}`;

/**
 * Writes a validated catalogue in the caller's transaction: the file is the whole
 * catalogue. Casinos keep their ids (click history refers to them); bonuses, cities and
 * keywords are replaced. The catalogue version goes up so every server reloads its lists.
 */
export async function applyCatalog(tx: Queryable, catalog: CatalogFile): Promise<number> {
  for (const [position, casino] of catalog.casinos.entries()) {
    await tx.query(UPSERT_CASINO, [...columnValues(CasinoRecord, casino), position]);
  }
  await tx.query('DELETE FROM casinos WHERE NOT (slug = ANY($1::text[]))', [catalog.casinos.map((c) => c.slug)]);

  await tx.query('DELETE FROM bonuses');
  for (const [position, b] of catalog.bonuses.entries()) {
    await tx.query(
      `INSERT INTO bonuses (casino_id, title, title_de, description, description_de, amount_euros, free_spins, wagering, validity_days, terms, terms_de,
         button_text, button_text_de, featured_position, verified_at, position, eligibility, eligibility_de, valid_from, valid_until)
       SELECT id, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20 FROM casinos WHERE slug = $1`,
      [b.casinoSlug, b.title, b.titleDe, b.description, b.descriptionDe, b.amountEuros, b.freeSpins ?? 0, b.wagering ?? null, b.validityDays ?? null, b.terms, b.termsDe,
        b.buttonText, b.buttonTextDe, b.featuredPosition ?? null, b.verifiedAt, position, b.eligibility ?? null, b.eligibilityDe ?? null, b.validFrom ?? null, b.validUntil ?? null],
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
