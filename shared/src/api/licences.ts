import type { Language } from '../i18n/language';

/**
 * The gambling licences a casino in the catalogue can hold, by id. The catalogue names a
 * casino's licences by these ids only, never in free text, so the reviews index, the review
 * pages, the comparison and every card read one fact and cannot disagree.
 *
 * `scope` is what matters to a visitor in Germany: only a GGL licence makes an offer legal
 * here; a licence of another EU member state is regulated under EU law but not a German
 * permission; anything else is an offshore licence.
 */
export const LICENCES = {
  ggl: { scope: 'germany', jurisdiction: { de: 'Deutschland', en: 'Germany' }, short: 'GGL' },
  mga: { scope: 'eu', jurisdiction: { de: 'Malta', en: 'Malta' }, short: 'MGA' },
  at: { scope: 'eu', jurisdiction: { de: 'Österreich', en: 'Austria' }, short: null },
  ee: { scope: 'eu', jurisdiction: { de: 'Estland', en: 'Estonia' }, short: null },
  se: { scope: 'eu', jurisdiction: { de: 'Schweden', en: 'Sweden' }, short: null },
  dk: { scope: 'eu', jurisdiction: { de: 'Dänemark', en: 'Denmark' }, short: null },
  ukgc: { scope: 'other', jurisdiction: { de: 'Vereinigtes Königreich', en: 'United Kingdom' }, short: 'UKGC' },
  gi: { scope: 'other', jurisdiction: { de: 'Gibraltar', en: 'Gibraltar' }, short: null },
  im: { scope: 'other', jurisdiction: { de: 'Isle of Man', en: 'Isle of Man' }, short: null },
  curacao: { scope: 'other', jurisdiction: { de: 'Curaçao', en: 'Curaçao' }, short: null },
  anjouan: { scope: 'other', jurisdiction: { de: 'Anjouan', en: 'Anjouan' }, short: null },
  kahnawake: { scope: 'other', jurisdiction: { de: 'Kahnawake', en: 'Kahnawake' }, short: null },
} as const satisfies Record<string, Licence>;

export interface Licence {
  scope: LicenceScope;
  jurisdiction: Record<Language, string>;
  /** The regulator's common abbreviation, when there is one people know. */
  short: string | null;
}

export type LicenceScope = 'germany' | 'eu' | 'other';
export type LicenceId = keyof typeof LICENCES;
export const LICENCE_IDS = Object.keys(LICENCES) as LicenceId[];

/** "Malta (MGA)", "Deutschland (GGL)", "Curaçao": where a licence is from, with its regulator's short name. */
export function licenceName(id: LicenceId, language: Language): string {
  const licence: Licence = LICENCES[id];
  return licence.short ? `${licence.jurisdiction[language]} (${licence.short})` : licence.jurisdiction[language];
}

/** A casino's licences as one phrase: "Malta (MGA)", "Deutschland (GGL), Malta (MGA)". */
export const licenceNames = (ids: readonly LicenceId[], language: Language) => ids.map((id) => licenceName(id, language)).join(', ');

/** Whether the licences include one of the given scope (a GGL licence counts as an EU one: Germany is a member state). */
export function hasLicenceIn(ids: readonly LicenceId[], scope: Exclude<LicenceScope, 'other'>): boolean {
  return ids.some((id) => LICENCES[id].scope === 'germany' || (scope === 'eu' && LICENCES[id].scope === 'eu'));
}
