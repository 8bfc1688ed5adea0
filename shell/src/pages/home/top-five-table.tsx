import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { firstCasinosQuery, formatNumber, formatRating, LicenceBadges, Link, PlayLink, Stars, media, theme, useLanguage, usePlacementVariant, useT, welcomeOfferOf, type Casino, type Language, type ToplistOrder } from '@casino/shared';
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
    td.bonus { grid-area: bonus; }
    td.spins { grid-area: spins; }
    td.rating { grid-area: rating; }
    td.licence { grid-area: licence; justify-self: end; }
    td.play { grid-area: play; }
    td.play a { width: 100%; }
    &.play-first tbody tr { grid-template-areas: 'name rating' 'play play' 'bonus bonus' 'spins licence'; }
    .cell-label { display: inline; margin-right: 6px; color: ${theme.colors.muted}; }
  }
  /* Stars, badges and the button keep their words on one line; the bonus text takes what is left. */
  ${media.lg} { td.rating, td.licence, td.play { white-space: nowrap; } }
`;

/** What each order an experiment may try ranks first (see placement-variant.ts); unknown figures last. */
const RANKED_BY: Record<ToplistOrder, (casino: Casino) => number> = {
  rating: (casino) => Number(casino.rating),
  payout: (casino) => casino.payoutPercentage ?? -1,
  trust: (casino) => casino.trustScore ?? -1,
};

/** The five in an experiment's order, the catalogue's order among equals; as they came without one. */
const inOrder = (rows: Casino[], order: ToplistOrder | undefined) =>
  order ? rows.map((casino, index) => ({ casino, index })).sort((a, b) => RANKED_BY[order](b.casino) - RANKED_BY[order](a.casino) || a.index - b.index).map(({ casino }) => casino) : rows;

/**
 * The first five casinos of /api/casinos, in server order (spec §7), asked of the server as
 * those five. An experiment on the page may show them in another order, or the play button
 * right after the name (see placement-variant.ts); a click's position is the row it was in.
 */
export function TopFiveTable({ caption }: { caption: string }) {
  const t = useT();
  const { language } = useLanguage();
  const reviewPath = useReviewPath();
  const { data } = useQuery(firstCasinosQuery(TOP_TABLE_SIZE));
  const variant = usePlacementVariant();
  const rows = inOrder((data ?? []).slice(0, TOP_TABLE_SIZE), variant?.order);
  const playFirst = variant?.button === 'start';
  const playHeader = (
    <th scope="col">
      <span className="visually-hidden">{t('common.playNow')}</span>
    </th>
  );
  return (
    <Wrapper>
      <Table className={playFirst ? 'play-first' : undefined}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('home.tableCasino')}</th>
            {playFirst && playHeader}
            <th scope="col">{t('home.tableBonus')}</th>
            <th scope="col">{t('home.tableFreeSpins')}</th>
            <th scope="col">{t('home.tableRating')}</th>
            <th scope="col">{t('comparison.licence')}</th>
            {!playFirst && playHeader}
          </tr>
        </thead>
        <tbody>
          {rows.map((casino, index) => {
            const play = (
              <td className="play">
                <PlayLink href={casino.affiliateUrl} position={index + 1}>
                  {t('common.playNow')}
                </PlayLink>
              </td>
            );
            return (
              <tr key={casino.id}>
                <th scope="row">
                  <Link to={reviewPath(casino)}>{casino.name}</Link>
                </th>
                {playFirst && play}
                <td className="bonus">{welcomeOfferOf(casino, language)}</td>
                <td className="spins">
                  {/* The column header says it to a screen reader; this says it on a phone's card. */}
                  <span className="cell-label" aria-hidden="true">
                    {t('home.tableFreeSpins')}
                  </span>
                  {freeSpinsShown(casino.freeSpins, language)}
                </td>
                <td className="rating">
                  <Stars rating={casino.rating} /> {formatRating(casino.rating, language)}
                </td>
                <td className="licence">
                  <LicenceBadges licences={casino.licences} />
                </td>
                {!playFirst && play}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Wrapper>
  );
}
