import { formatEuro, formatNumber, QueryForm, useLanguage, useT } from '@casino/shared';
import { DEPOSIT_LIMITS, WAGERING_LIMITS, WITH_FREE_SPINS, type BonusFilters, type BonusType } from './filter-offers';


/** Each kind's label key; the query keeps the German value in both languages. */
const TYPE_LABELS = {
  willkommen: 'bonuses.typeWelcome',
  'ohne-einzahlung': 'bonuses.typeNoDeposit',
  freispiele: 'bonuses.typeFreeSpins',
  reload: 'bonuses.typeReload',
  cashback: 'bonuses.typeCashback',
} as const satisfies Record<BonusType, string>;

/**
 * The offers' filters (see QueryForm). The type select offers the kinds the page has (and the one chosen, should it have none left).
 */
export function BonusFiltersForm({ filters, types }: { filters: BonusFilters; types: readonly BonusType[] }) {
  const t = useT();
  const { language } = useLanguage();
  const offeredTypes = filters.type && !types.includes(filters.type) ? [...types, filters.type] : types;
  return (
    <QueryForm label={t('bonuses.filters')} apply={t('bonuses.apply')}>
      <label>
        {t('bonuses.typeFilter')}
        <select name="typ" defaultValue={filters.type ?? ''}>
          <option value="">{t('bonuses.any')}</option>
          {offeredTypes.map((type) => (
            <option key={type} value={type}>
              {t(TYPE_LABELS[type])}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('bonuses.maxWagering')}
        <select name="umsatz" defaultValue={filters.maxWagering ? String(filters.maxWagering) : ''}>
          <option value="">{t('bonuses.any')}</option>
          {WAGERING_LIMITS.map((limit) => (
            <option key={limit} value={String(limit)}>
              {t('bonuses.wageringAtMost', { multiple: formatNumber(limit, language) })}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('bonuses.maxDeposit')}
        <select name="einzahlung" defaultValue={filters.maxDeposit ? String(filters.maxDeposit) : ''}>
          <option value="">{t('bonuses.any')}</option>
          {DEPOSIT_LIMITS.map((limit) => (
            <option key={limit} value={String(limit)}>
              {t('bonuses.depositAtMost', { amount: formatEuro(limit, language) })}
            </option>
          ))}
        </select>
      </label>
      <label className="check">
        <input type="checkbox" name="freispiele" value={WITH_FREE_SPINS} defaultChecked={filters.freeSpins} />
        {t('bonuses.withFreeSpins')}
      </label>
    </QueryForm>
  );
}
