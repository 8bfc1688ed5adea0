import { formatEuro, formatNumber, type Language, type useT } from '@casino/shared';

/** An offer in the page's format: "2.000 € + 300 Freispiele", "€1,000 + 300 free spins", or the euros alone without spins. */
export function bonusAmount(t: ReturnType<typeof useT>, language: Language, euros: number, freeSpins = 0): string {
  const money = formatEuro(euros, language);
  return freeSpins > 0 ? t('bonuses.amount', { euros: money, spins: formatNumber(freeSpins, language) }) : money;
}
