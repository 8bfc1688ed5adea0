import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { firstCasinosQuery, formatNumber, formatRating, LicenceBadges, Link, PlayLink, Stars, media, theme, useLanguage, useT, welcomeOfferOf, type Language } from '@casino/shared';
import { useReviewPath } from '../review-path';
import { TOP_TABLE_SIZE } from './prefetch';

/** A casino's free spins as the catalogue writes them ("1000", or words), a count in the page's format; none is 0 (spec §3). */
const freeSpinsShown = (spins: string | null | undefined, language: Language) =>
  spins && /^\d+$/.test(spins) ? formatNumber(Number(spins), language) : spins || '0';

/** Positioned, so the table's visually hidden header text stays inside it instead of widening the page. */
const Wrapper = styled.div`
  position: relative;
`;

/**
 * A table on a laptop. Narrower, six columns do not fit, and a table scrolling sideways hides
 * the rating, licence and play button from anyone who does not find the scroll: there each row
 * is drawn as a card holding every cell. It stays a table in the markup, so a screen reader
 * still reads rows and column headers; the header row is only hidden from view, and the free
 * spins carry their own visible label instead.
 */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { padding: 12px; text-align: left; border-bottom: 1px solid ${theme.colors.border}; }
  caption { text-align: left; padding-bottom: 8px; color: ${theme.colors.muted}; }
  .cell-label { display: none; }
  @media not all and (min-width: ${theme.breakpoints.lg}) {
    thead tr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    tbody tr {
      display: grid;
      grid-template-columns: 1fr auto;
      grid-template-areas: 'name rating' 'bonus bonus' 'spins licence' 'play play';
      align-items: center;
      gap: 10px 12px;
      margin-bottom: 12px;
      padding: 16px;
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radius};
      background: ${theme.colors.surface};
    }
    tbody th, tbody td { padding: 0; border: 0; }
    tbody th { grid-area: name; font-size: 1.1rem; }
    td:nth-child(2) { grid-area: bonus; }
    td:nth-child(3) { grid-area: spins; }
    td:nth-child(4) { grid-area: rating; }
    td:nth-child(5) { grid-area: licence; justify-self: end; }
    td:nth-child(6) { grid-area: play; }
    td:nth-child(6) a { width: 100%; }
    .cell-label { display: inline; margin-right: 6px; color: ${theme.colors.muted}; }
  }
  /* Stars, badges and the button keep their words on one line; the bonus text takes what is left. */
  ${media.lg} { td:nth-child(n + 4) { white-space: nowrap; } }
`;


/** The first five casinos of /api/casinos, in server order (spec §7), asked of the server as those five. */
export function TopFiveTable({ caption }: { caption: string }) {
  const t = useT();
  const { language } = useLanguage();
  const reviewPath = useReviewPath();
  const { data } = useQuery(firstCasinosQuery(TOP_TABLE_SIZE));
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
              <td>{welcomeOfferOf(casino, language)}</td>
              <td>
                {/* The column header says it to a screen reader; this says it on a phone's card. */}
                <span className="cell-label" aria-hidden="true">
                  {t('home.tableFreeSpins')}
                </span>
                {freeSpinsShown(casino.freeSpins, language)}
              </td>
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
