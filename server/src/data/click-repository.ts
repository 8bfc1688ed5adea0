import type { Queryable } from '../db/database';

/** One click on a play button: which casino, from which page and slot; nothing about the visitor. */
export interface AffiliateClick {
  casinoId: number;
  casinoSlug: string;
  sourcePath: string | null;
  language: 'de' | 'en' | null;
  position: number | null;
}

export async function recordClick(db: Queryable, click: AffiliateClick): Promise<void> {
  await db.query('INSERT INTO affiliate_clicks (casino_id, casino_slug, source_path, language, position) VALUES ($1, $2, $3, $4, $5)', [
    click.casinoId,
    click.casinoSlug,
    click.sourcePath,
    click.language,
    click.position,
  ]);
}
