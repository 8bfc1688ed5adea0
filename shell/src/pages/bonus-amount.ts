import { formatEuro, formatNumber, pickByLanguage, type Bonus, type Language, type useT } from '@casino/shared';

/** An offer in the page's format: "2.000 € + 300 Freispiele", "€1,000 + 300 free spins", or the euros alone without spins. */
export function bonusAmount(t: ReturnType<typeof useT>, language: Language, euros: number, freeSpins = 0): string {
  const money = formatEuro(euros, language);
  return freeSpins > 0 ? t('bonuses.amount', { euros: money, spins: formatNumber(freeSpins, language) }) : money;
}

/** A wagering requirement as a multiple: 35x. */
export const wageringMultiple = (t: ReturnType<typeof useT>, language: Language, multiple: number) =>
  t('bonuses.wageringMultiple', { multiple: formatNumber(multiple, language) });

/**
 * An offer's small print: its wagering from the bonus record's own figure ("35-facher Umsatz",
 * "35x wagering"), then the record's other terms. A record that names no wagering has its terms alone.
 */
export function bonusTerms(t: ReturnType<typeof useT>, language: Language, bonus: Pick<Bonus, 'wagering' | 'terms' | 'termsDe'>): string {
  const terms = pickByLanguage(language, bonus.terms, bonus.termsDe);
  return bonus.wagering == null ? terms : `${t('bonuses.wageringTerm', { multiple: formatNumber(bonus.wagering, language) })} | ${terms}`;
}
