import { FAST_WITHDRAWAL_HOURS, MIN_RATINGS, type CasinoFilters } from '../api/casino-filters';
import { formatRating, formatWithdrawalTime } from '../i18n/format';
import { useLanguage, useT } from '../i18n/language-context';
import { FAST_WITHDRAWAL_VALUE, FILTER_PARAMS } from '../routing/list-address';
import { QueryForm } from './query-form';

/** The filters a list offers: the comparison all of them, the reviews index those about the casino itself. */
export type FilterField = 'licence' | 'fastWithdrawal' | 'payment' | 'minRating' | 'sort';

/**
 * A casino list's filters (see QueryForm). A change starts the list again at its first page: the
 * form has no page number.
 */
export function CasinoFiltersForm({ filters, payments, fields }: { filters: CasinoFilters; payments: readonly string[]; fields: readonly FilterField[] }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <QueryForm label={t('comparison.filters')} apply={t('comparison.apply')}>
      {fields.includes('licence') && (
        <label>
          {t('comparison.licenceFilter')}
          <select name={FILTER_PARAMS.licence} defaultValue={filters.licence ?? ''}>
            <option value="">{t('comparison.licenceAny')}</option>
            <option value="de">{t('comparison.licenceGermany')}</option>
            <option value="eu">{t('comparison.licenceEu')}</option>
          </select>
        </label>
      )}
      {fields.includes('fastWithdrawal') && (
        <label className="check">
          <input type="checkbox" name={FILTER_PARAMS.fastWithdrawal} value={FAST_WITHDRAWAL_VALUE} defaultChecked={filters.fastWithdrawal} />
          {t('comparison.fastWithdrawal', { time: formatWithdrawalTime(`${FAST_WITHDRAWAL_HOURS}h`, language) })}
        </label>
      )}
      {fields.includes('payment') && (
        <label>
          {t('comparison.payment')}
          <select name={FILTER_PARAMS.payment} defaultValue={filters.payment ?? ''}>
            <option value="">{t('comparison.any')}</option>
            {payments.map((method) => (
              <option key={method} value={method}>
                {method}
              </option>
            ))}
          </select>
        </label>
      )}
      {fields.includes('minRating') && (
        <label>
          {t('comparison.minRating')}
          <select name={FILTER_PARAMS.minRating} defaultValue={filters.minRating ? String(filters.minRating) : ''}>
            <option value="">{t('comparison.any')}</option>
            {MIN_RATINGS.map((value) => (
              <option key={value} value={String(value)}>
                {t('comparison.ratingAtLeast', { rating: formatRating(value, language) })}
              </option>
            ))}
          </select>
        </label>
      )}
      {fields.includes('sort') && (
        <label>
          {t('comparison.sort')}
          <select name={FILTER_PARAMS.sort} defaultValue={filters.sort === 'rank' ? '' : filters.sort}>
            <option value="">{t('comparison.sortRank')}</option>
            <option value="rating">{t('comparison.sortRating')}</option>
            <option value="bonus">{t('comparison.sortBonus')}</option>
            <option value="withdrawal">{t('comparison.sortWithdrawal')}</option>
          </select>
        </label>
      )}
    </QueryForm>
  );
}
