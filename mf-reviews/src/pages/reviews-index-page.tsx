import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import {
  casinoFacts,
  Badge,
  ButtonLink,
  ActionCard,
  Card,
  CardList,
  CasinoLogo,
  casinosQuery,
  Container,
  formatRating,
  Grid,
  HomeBreadcrumb,
  LicenceBadges,
  PageHead,
  PlayLink,
  Section,
  Stars,
  theme,
  useLanguage,
  useLocalizePath,
  useT,
} from '@casino/shared';
import { reviewPathFor } from '../lib/review-path';

/** The count on the comparison button when no casino has loaded (spec §9). */
export const FALLBACK_CASINO_COUNT = 28;

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

const Why = styled(Card).attrs({ as: 'section' })`
  margin: 32px 0;
`;

/** /reviews: every casino in list order, the why-trust block and the way to the comparison. */
export function ReviewsIndexPage() {
  const t = useT();
  const { language } = useLanguage();
  const localize = useLocalizePath();
  const { data, isPending } = useQuery(casinosQuery());
  const casinos = data ?? [];
  return (
    <Section>
      <PageHead title={t('reviews.indexMetaTitle')} description={t('reviews.indexMetaDescription')} />
      <Container>
        <HomeBreadcrumb title={t('reviews.indexTitle')} />
        <h1>{t('reviews.indexTitle')}</h1>
        <p>{t('reviews.indexIntro')}</p>
        {isPending ? (
          <p role="status">{t('common.loading')}</p>
        ) : (
          <CardList $min="280px">
            {casinos.map((casino, index) => {
              const facts = casinoFacts(casino, language);
              return (
                <li key={casino.id}>
                  <CasinoCard>
                    <CardHead>
                      <CasinoLogo casino={casino} height={40} />
                      <Badge>{`#${index + 1}`}</Badge>
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
                      <PlayLink href={casino.affiliateUrl} position={index + 1}>
                        {t('reviews.play')}
                      </PlayLink>
                    </Actions>
                  </CasinoCard>
                </li>
              );
            })}
          </CardList>
        )}
        <Why aria-labelledby="why-reviews">
          <h2 id="why-reviews">{t('reviews.whyTitle')}</h2>
          <Grid $min="220px">
            {(['Independent', 'Expert', 'Current'] as const).map((key) => (
              <div key={key}>
                <h3>{t(`reviews.why${key}Title`)}</h3>
                <p>{t(`reviews.why${key}Text`)}</p>
              </div>
            ))}
          </Grid>
        </Why>
        <ButtonLink to={localize('/casino-vergleich')}>{t('reviews.compareAll', { count: casinos.length || FALLBACK_CASINO_COUNT })}</ButtonLink>
      </Container>
    </Section>
  );
}
