import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { casinosQuery, formatRating, LicenceBadges, Link, pickByLanguage, PlayLink, Stars, theme, useLanguage, useT } from '@casino/shared';
import { useReviewPath } from '../review-path';

/** Scrolls sideways on phones; positioned, so the table's visually hidden header text scrolls with it instead of widening the page. */
const Wrapper = styled.div`
  position: relative;
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  min-width: 760px;
  border-collapse: collapse;
  th, td { padding: 12px; text-align: left; border-bottom: 1px solid ${theme.colors.border}; }
  caption { text-align: left; padding-bottom: 8px; color: ${theme.colors.muted}; }
`;

export const TOP_TABLE_SIZE = 5;

/** The first five casinos of /api/casinos, in server order (spec §7). */
export function TopFiveTable({ caption }: { caption: string }) {
  const t = useT();
  const { language } = useLanguage();
  const reviewPath = useReviewPath();
  const { data } = useQuery(casinosQuery());
  const rows = (data ?? []).slice(0, TOP_TABLE_SIZE);
  return (
    <Wrapper>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('home.tableCasino')}</th>
            <th scope="col">{t('home.tableBonus')}</th>
            <th scope="col">{t('home.tableFreeSpins')}</th>
            <th scope="col">{t('home.tableRating')}</th>
            <th scope="col">{t('comparison.licence')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('common.playNow')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((casino, index) => (
            <tr key={casino.id}>
              <th scope="row">
                <Link to={reviewPath(casino)}>{casino.name}</Link>
              </th>
              <td>{pickByLanguage(language, casino.bonus, casino.bonusDe)}</td>
              <td>{casino.freeSpins || '0'}</td>
              <td>
                <Stars rating={casino.rating} /> {formatRating(casino.rating, language)}
              </td>
              <td>
                <LicenceBadges licences={casino.licences} />
              </td>
              <td>
                <PlayLink href={casino.affiliateUrl} position={index + 1}>
                  {t('common.playNow')}
                </PlayLink>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Wrapper>
  );
}
