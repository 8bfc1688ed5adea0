import {
  cryptocurrenciesOf,
  formatNumber,
  formatPercent,
  formatRating,
  formatWithdrawalTime,
  useCatalogBonus,
  useLanguage,
  welcomeOfferOf,
  type Casino,
} from '@casino/shared';
import type { ReviewFigures } from '../lib/fill-facts';

/**
 * The figures a written review's text names through placeholders, from their one owner: the
 * rating, the coins, the games, the payout, the withdrawal time, the offer and the founding year
 * from the casino's record, the wagering and the validity from its bonus record. Each is written
 * as the site's other pages write it.
 */
export function useReviewFigures(casino: Casino): ReviewFigures {
  const { language } = useLanguage();
  const offer = useCatalogBonus(casino.slug);
  return {
    rating: formatRating(casino.rating, language),
    wagering: offer?.wagering == null ? undefined : formatNumber(offer.wagering, language),
    cryptocurrencies: formatNumber(cryptocurrenciesOf(casino.paymentMethods).length, language),
    games: casino.gamesCount ? formatNumber(casino.gamesCount, language) : undefined,
    payout: casino.payoutPercentage == null ? undefined : formatPercent(casino.payoutPercentage, language, 1),
    withdrawal: casino.withdrawalTime ? formatWithdrawalTime(casino.withdrawalTime, language) : undefined,
    bonus: welcomeOfferOf(casino, language),
    validity: offer?.validityDays == null ? undefined : formatNumber(offer.validityDays, language),
    founded: casino.foundedYear == null ? undefined : String(casino.foundedYear),
  };
}
