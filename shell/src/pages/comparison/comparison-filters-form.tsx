import styled from 'styled-components';
import { Button, formatRating, formatWithdrawalTime, theme, useLanguage, useLocation, useNavigate, useT } from '@casino/shared';
import { FAST_WITHDRAWAL_HOURS, type ComparisonFilters } from './filter-casinos';

/** The minimum ratings offered; the query keeps the plain number (bewertung=9.5), the label the page's format. */
export const MIN_RATINGS = [9.5, 9, 8.5] as const;

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
 * The filters as a plain GET form: without scripts it reloads the server-rendered page with
 * the query; with scripts it changes the query in place. Either way the URL can be shared.
 */
export function ComparisonFiltersForm({ filters, payments }: { filters: ComparisonFilters; payments: readonly string[] }) {
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
      <label>
        {t('comparison.licenceFilter')}
        <select name="lizenz" defaultValue={filters.licence ?? ''}>
          <option value="">{t('comparison.licenceAny')}</option>
          <option value="de">{t('comparison.licenceGermany')}</option>
          <option value="eu">{t('comparison.licenceEu')}</option>
        </select>
      </label>
      <label className="check">
        <input type="checkbox" name="auszahlung" value="schnell" defaultChecked={filters.fastWithdrawal} />
        {t('comparison.fastWithdrawal', { time: formatWithdrawalTime(`${FAST_WITHDRAWAL_HOURS}h`, language) })}
      </label>
      <label>
        {t('comparison.payment')}
        <select name="zahlung" defaultValue={filters.payment ?? ''}>
          <option value="">{t('comparison.any')}</option>
          {payments.map((method) => (
            <option key={method} value={method}>
              {method}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('comparison.minRating')}
        <select name="bewertung" defaultValue={filters.minRating ? String(filters.minRating) : ''}>
          <option value="">{t('comparison.any')}</option>
          {MIN_RATINGS.map((value) => (
            <option key={value} value={String(value)}>
              {t('comparison.ratingAtLeast', { rating: formatRating(value, language) })}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('comparison.sort')}
        <select name="sortierung" defaultValue={filters.sort === 'rank' ? '' : filters.sort}>
          <option value="">{t('comparison.sortRank')}</option>
          <option value="rating">{t('comparison.sortRating')}</option>
          <option value="bonus">{t('comparison.sortBonus')}</option>
          <option value="withdrawal">{t('comparison.sortWithdrawal')}</option>
        </select>
      </label>
      <noscript>
        <Button type="submit">{t('comparison.apply')}</Button>
      </noscript>
    </Form>
  );
}
