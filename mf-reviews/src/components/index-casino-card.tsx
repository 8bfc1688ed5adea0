import styled from 'styled-components';
import {
  ActionCard,
  Badge,
  ButtonLink,
  casinoFacts,
  CasinoLogo,
  formatRating,
  LicenceBadges,
  PlayLink,
  Stars,
  theme,
  useLanguage,
  useLocalizePath,
  useT,
  type Casino,
} from '@casino/shared';
import { reviewPathFor } from '../lib/review-path';

const CasinoCard = styled(ActionCard).attrs({ as: 'article' })`
  h2 { margin: 0; font-size: 1.3rem; }
  ul { margin: 0; padding-left: 1.2em; color: ${theme.colors.muted}; }
`;

const CardHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** One casino of the reviews index or of a search: its facts, the way to its review and to play. `rank` is its place in the list, absent in a search. */
export function IndexCasinoCard({ casino, rank, position }: { casino: Casino; rank?: number; position: number }) {
  const t = useT();
  const { language } = useLanguage();
  const localize = useLocalizePath();
  const facts = casinoFacts(casino, language);
  return (
    <CasinoCard>
      <CardHead>
        <CasinoLogo casino={casino} height={40} />
        {rank !== undefined && <Badge>{`#${rank}`}</Badge>}
      </CardHead>
      <h2>{casino.name}</h2>
      <LicenceBadges licences={casino.licences} />
      <p>
        <Stars rating={casino.rating} /> {t('reviews.outOfTen', { rating: formatRating(casino.rating, language) })}
      </p>
      <p>{facts.bonus}</p>
      <ul aria-label={t('reviews.highlights')}>
        {facts.pros.slice(0, 3).map((pro) => (
          <li key={pro}>{pro}</li>
        ))}
      </ul>
      <Actions>
        <ButtonLink $variant="secondary" to={localize(reviewPathFor(casino))} aria-label={`${t('reviews.readReview')}: ${casino.name}`}>
          {t('reviews.readReview')}
        </ButtonLink>
        <PlayLink href={casino.affiliateUrl} position={position}>
          {t('reviews.play')}
        </PlayLink>
      </Actions>
    </CasinoCard>
  );
}
