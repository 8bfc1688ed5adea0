import styled from 'styled-components';
import { FAST_WITHDRAWAL_HOURS, MIN_RATINGS, type CasinoFilters } from '../api/casino-filters';
import { formatRating, formatWithdrawalTime } from '../i18n/format';
import { useLanguage, useT } from '../i18n/language-context';
import { FAST_WITHDRAWAL_VALUE, FILTER_PARAMS } from '../routing/list-address';
import { useLocation, useNavigate } from '../routing/router';
import { theme } from '../theme/theme';
import { Button } from './button';

/** The filters a list offers: the comparison all of them, the reviews index those about the casino itself. */
export type FilterField = 'licence' | 'fastWithdrawal' | 'payment' | 'minRating' | 'sort';

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

/**
 * A casino list's filters as a plain GET form: without scripts it reloads the server-rendered
 * page with the query; with scripts it changes the query in place. Either way the URL can be
 * shared. A change starts the list again at its first page (the form has no page number).
 */
export function CasinoFiltersForm({ filters, payments, fields }: { filters: CasinoFilters; payments: readonly string[]; fields: readonly FilterField[] }) {
  const t = useT();
  const { language } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Form
      method="get"
      action={location.pathname}
      aria-label={t('comparison.filters')}
      onChange={(event) => {
        const data = new FormData(event.currentTarget);
        const query = new URLSearchParams();
        for (const [key, value] of data) if (typeof value === 'string' && value) query.set(key, value);
        const search = query.toString();
        navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true, state: { keepScroll: true } });
      }}
      onSubmit={(event) => event.preventDefault()}
    >
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
      <noscript>
        <Button type="submit">{t('comparison.apply')}</Button>
      </noscript>
    </Form>
  );
}
