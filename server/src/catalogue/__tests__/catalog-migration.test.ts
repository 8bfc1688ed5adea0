import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { openPglite } from '../../core/db/pglite-database';
import { migrate, MIGRATIONS_DIR } from '../../core/db/migrate';
import { openPostgres } from '../../core/db/postgres-database';
import { databaseOfItsOwn } from '../../test-kit/postgres-admin';
import type { Database } from '../../core/db/database';

const baseUrl = process.env.DATABASE_URL;
const quiet = { info: () => undefined, warn: () => undefined };

/**
 * A database migrated up to (not including) the given migration, as a site running an older
 * release has it: an empty PostgreSQL database of its own when DATABASE_URL is set, otherwise
 * the embedded database in a temporary folder. `close` closes and removes it.
 */
async function databaseBefore(migration: string): Promise<{ db: Database; close: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'casino-migration-'));
  const older = path.join(folder, 'migrations');
  await cp(MIGRATIONS_DIR, older, { recursive: true });
  for (const file of await readdir(older)) if (file >= migration) await rm(path.join(older, file));
  const own = baseUrl ? await databaseOfItsOwn(baseUrl) : undefined;
  const db = own
    ? await openPostgres({ connectionString: own.url, poolSize: 2, queryTimeoutMs: 30_000, log: quiet, waitAtStart: false })
    : await openPglite(path.join(folder, 'data'));
  await migrate(db, older);
  return {
    db,
    close: async () => {
      await db.close();
      await own?.drop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

// A site running before facts became data keeps what its database said, in the new form.
describe('catalogue facts as data, on an existing database', () => {
  let db: Database;
  let close: () => Promise<void>;
  before(async () => {
    ({ db, close } = await databaseBefore('007'));
    const casino = `INSERT INTO casinos (slug, name, description, description_de, bonus, bonus_de, rating, affiliate_url, license, german_license, payout_percentage, verified_at, position)
      VALUES ($1, $1, 'd', 'd', 'b', 'b', 9, 'https://example.com', $2, $3, $4, '2026-11-01', $5)`;
    await db.query(casino, ['both', 'Malta (MGA)', true, '96.5%', 0]);
    await db.query(casino, ['offshore', 'Curaçao', false, null, 1]);
    await db.query(casino, ['vague', 'Licensed', false, 'n/a', 2]);
    await db.query(
      `INSERT INTO bonuses (casino_id, title, title_de, description, description_de, amount, terms, terms_de, button_text, button_text_de, verified_at, position)
       SELECT id, 't', 't', 'd', 'd', '€2,500 + 300 FS', 't', 't', 'b', 'b', '2026-11-01', 0 FROM casinos WHERE slug = 'both'`,
    );
    await migrate(db);
  });
  after(async () => {
    await close?.();
  });

  it('turns the licence text and the German flag into licence ids', async () => {
    const rows = await db.query<{ slug: string; licences: string[] }>('SELECT slug, licences FROM casinos ORDER BY position');
    expect(rows).toEqual([
      { slug: 'both', licences: ['ggl', 'mga'] },
      { slug: 'offshore', licences: ['curacao'] },
      // Text naming no jurisdiction claims nothing: the next import must name the licence.
      { slug: 'vague', licences: [] },
    ]);
  });

  it('keeps payout rates and bonus amounts as numbers', async () => {
    const payouts = await db.query<{ payout: number | null }>('SELECT payout_percentage::float8 AS payout FROM casinos ORDER BY position');
    expect(payouts.map((row) => row.payout)).toEqual([96.5, null, null]);
    const [bonus] = await db.query('SELECT amount_euros, free_spins FROM bonuses');
    expect(bonus).toEqual({ amount_euros: 2500, free_spins: 300 });
  });
});

// A site whose bonuses stated their wagering in the terms text keeps it, as the bonus's own figure.
describe('bonus wagering as data, on an existing database', () => {
  let db: Database;
  let close: () => Promise<void>;
  before(async () => {
    ({ db, close } = await databaseBefore('009'));
    await db.query(
      `INSERT INTO casinos (slug, name, description, description_de, bonus, bonus_de, rating, affiliate_url, licences, verified_at, position)
       VALUES ('one', 'One', 'd', 'd', 'b', 'b', 9, 'https://example.com', '["mga"]', '2026-11-01', 0)`,
    );
    const bonus = `INSERT INTO bonuses (casino_id, title, title_de, description, description_de, amount_euros, terms, terms_de, button_text, button_text_de, verified_at, position)
      SELECT id, 't', 't', 'd', 'd', 100, $1, $2, 'b', 'b', '2026-11-01', $3 FROM casinos`;
    await db.query(bonus, ['18+ | 35x wagering | T&Cs apply', '18+ | 35-facher Umsatz | Es gelten die AGB', 0]);
    await db.query(bonus, ['18+ | T&Cs apply', '18+ | Es gelten die AGB', 1]);
    await db.query(bonus, ['40X Wagering | T&Cs apply', '40-facher Umsatz | Es gelten die AGB', 2]);
    await db.query(bonus, ['18+ | T&Cs apply', '18+ | 30-facher Umsatz | Es gelten die AGB', 3]);
    await migrate(db);
  });
  after(async () => {
    await close?.();
  });

  it('reads the wagering out of the terms, which no longer state it', async () => {
    const rows = await db.query('SELECT wagering, terms, terms_de FROM bonuses ORDER BY position');
    expect(rows).toEqual([
      { wagering: 35, terms: '18+ | T&Cs apply', terms_de: '18+ | Es gelten die AGB' },
      // Terms that named none leave the figure open until the next import.
      { wagering: null, terms: '18+ | T&Cs apply', terms_de: '18+ | Es gelten die AGB' },
      // However the figure is written.
      { wagering: 40, terms: 'T&Cs apply', terms_de: 'Es gelten die AGB' },
      // A German figure the English terms lack is kept, not dropped unread.
      { wagering: null, terms: '18+ | T&Cs apply', terms_de: '18+ | 30-facher Umsatz | Es gelten die AGB' },
    ]);
  });
});
