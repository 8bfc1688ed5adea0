import type { Queryable } from '../core/db/database';
import type { Conversion } from './postback';

/** What became of a conversion: counted against its click, kept as unmatched, or already there (its conversion id came before). */
export type Recorded = 'counted' | 'unmatched' | 'duplicate';

/** Euros per unit of `currency` as the operator keeps them (1 for EUR); null when none is kept. */
export async function eurosPer(db: Queryable, currency: string): Promise<number | null> {
  if (currency === 'EUR') return 1;
  const [row] = await db.query<{ euros: string }>('SELECT euros FROM currency_rates WHERE currency = $1', [currency]);
  return row ? Number(row.euros) : null;
}

/** Keeps a currency's rate (euros per unit), replacing the one before. */
export async function keepRate(db: Queryable, currency: string, euros: number, actor: string): Promise<void> {
  await db.query(
    `INSERT INTO currency_rates (currency, euros, updated_by) VALUES ($1, $2, $3)
     ON CONFLICT (currency) DO UPDATE SET euros = EXCLUDED.euros, updated_at = now(), updated_by = EXCLUDED.updated_by`,
    [currency, euros, actor],
  );
}

/**
 * Records a conversion once: its network's conversion id is unique, so a postback sent again, or
 * the same row in a report file, changes nothing (one statement, so two servers taking the same
 * postback at once count it once). The click it belongs to is found by its id among the clicks
 * sent to this network only: another network's postback cannot claim a click it never got. One
 * whose click is not found is kept, unmatched.
 */
export async function recordConversion(db: Queryable, network: string, conversion: Conversion, eurosPerUnit: number, source: 'postback' | 'report'): Promise<Recorded> {
  const rows = await db.query<{ click: string | null }>(
    `INSERT INTO conversions (network, conversion_id, click_id, click, event, amount, currency, amount_eur, occurred_at, source)
     SELECT $1::text, $2::text, $3::text, (SELECT id FROM affiliate_clicks WHERE click_id = $3::text AND network = $1::text), $4::text, $5::numeric, $6::text, round($5::numeric * $7::numeric, 2), $8::timestamptz, $9::text
     ON CONFLICT (network, conversion_id) DO NOTHING
     RETURNING click`,
    [network, conversion.conversionId, conversion.clickId, conversion.event, conversion.amount, conversion.currency, eurosPerUnit, conversion.occurredAt.toISOString(), source],
  );
  if (!rows.length) return 'duplicate';
  return rows[0]!.click === null ? 'unmatched' : 'counted';
}
