import styled from 'styled-components';
import { Button, formatEuro, formatNumber, theme, useLanguage, useLocation, useNavigate, useT } from '@casino/shared';
import { DEPOSIT_LIMITS, WAGERING_LIMITS, WITH_FREE_SPINS, type BonusFilters, type BonusType } from './filter-offers';

const Form = styled.form`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  align-items: end;
  margin: 24px 0;
  padding: 16px;
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  label { display: flex; flex-direction: column; gap: 4px; font-weight: 600; }
  select { min-height: 44px; border-radius: 8px; padding: 0 8px; font: inherit; background: ${theme.colors.surfaceRaised}; color: ${theme.colors.text}; border: 1px solid ${theme.colors.border}; }
  .check { flex-direction: row; align-items: center; gap: 8px; min-height: 44px; }
  input[type='checkbox'] { width: 20px; height: 20px; }
`;

/** Each kind's label key; the query keeps the German value in both languages. */
const TYPE_LABELS = {
  willkommen: 'bonuses.typeWelcome',
  'ohne-einzahlung': 'bonuses.typeNoDeposit',
  freispiele: 'bonuses.typeFreeSpins',
  reload: 'bonuses.typeReload',
  cashback: 'bonuses.typeCashback',
} as const satisfies Record<BonusType, string>;

/**
 * The offers' filters as a plain GET form: without scripts it reloads the server-rendered page
 * with the query; with scripts it changes the query in place. Either way the URL can be shared.
 * The type select offers the kinds the page has (and the one chosen, should it have none left).
 */
export function BonusFiltersForm({ filters, types }: { filters: BonusFilters; types: readonly BonusType[] }) {
  const t = useT();
  const { language } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const offeredTypes = filters.type && !types.includes(filters.type) ? [...types, filters.type] : types;
  return (
    <Form
      method="get"
      action={location.pathname}
      aria-label={t('bonuses.filters')}
      onChange={(event) => {
        const data = new FormData(event.currentTarget);
        const query = new URLSearchParams();
        for (const [key, value] of data) if (typeof value === 'string' && value) query.set(key, value);
        const search = query.toString();
        navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true, state: { keepScroll: true } });
      }}
      onSubmit={(event) => event.preventDefault()}
    >
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
      <noscript>
        <Button type="submit">{t('bonuses.apply')}</Button>
      </noscript>
    </Form>
  );
}
