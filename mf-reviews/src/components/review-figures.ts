import { cryptocurrenciesOf, formatNumber, formatRating, useCatalogBonus, useLanguage, type Casino } from '@casino/shared';
import type { ReviewFigures } from '../lib/fill-facts';

/**
 * The figures a written review's text names through placeholders, from their one owner: the
 * rating and the coins from the casino's record, the wagering from its bonus record.
 */
export function useReviewFigures(casino: Casino): ReviewFigures {
  const { language } = useLanguage();
  const offer = useCatalogBonus(casino.slug);
  return {
    rating: formatRating(casino.rating, language),
    wagering: offer?.wagering == null ? undefined : formatNumber(offer.wagering, language),
    cryptocurrencies: formatNumber(cryptocurrenciesOf(casino.paymentMethods).length, language),
  };
}
