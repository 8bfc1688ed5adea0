import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { ActionCard, ButtonLink, Card, Grid, Muted, PlayLink, Skeleton, featuredBonusesQuery, useCallsToAction, pickByLanguage, theme, useLanguage, useLocalizePath, useT } from '@casino/shared';
import type { HomeText } from '../../content/types';
import { bonusAmount, bonusTerms } from '../bonus-amount';

const BonusCard = styled(ActionCard).attrs({ as: 'article' })`
  strong { font-size: 1.6rem; color: ${theme.colors.accent}; }
`;

const Promo = styled(Card)`
  margin-top: 20px;
  text-align: center;
  background: linear-gradient(135deg, ${theme.colors.surfaceRaised}, ${theme.colors.background});
  border: 2px solid ${theme.colors.accent};
`;

/**
 * Featured bonuses: two large skeletons while loading; the German fields in German; then the
 * banner, a promotion, which the German rules' quiet hours withhold with every call to action.
 */
export function FeaturedBonuses({ promo }: { promo: HomeText['promo'] }) {
  const t = useT();
  const { language } = useLanguage();
  const localize = useLocalizePath();
  const { data, isPending } = useQuery(featuredBonusesQuery());
  const { current, quietHours } = useCallsToAction();
  return (
    <>
      {isPending ? (
        <Grid $min="400px">
          {[0, 1].map((n) => (
            <Skeleton key={n} $height="300px" />
          ))}
        </Grid>
      ) : !data?.length ? (
        <Muted>{t('home.noBonuses')}</Muted>
      ) : (
        <Grid $min="min(100%, 400px)">
          {data.map((bonus, index) => (
            <BonusCard key={bonus.id}>
              <h3>{pickByLanguage(language, bonus.title, bonus.titleDe)}</h3>
              <strong>{bonusAmount(t, language, bonus.amountEuros, bonus.freeSpins ?? 0)}</strong>
              <p>{pickByLanguage(language, bonus.description, bonus.descriptionDe)}</p>
              <Muted>{bonusTerms(t, language, bonus)}</Muted>
              <PlayLink href={bonus.affiliateUrl} position={index + 1}>
                {pickByLanguage(language, bonus.buttonText, bonus.buttonTextDe)}
              </PlayLink>
            </BonusCard>
          ))}
        </Grid>
      )}
      {current && !quietHours?.now && (
        <Promo as="aside" aria-labelledby="promo-title">
          <h3 id="promo-title">{promo.title}</h3>
          <p>{promo.text}</p>
          <ButtonLink to={localize('/beste-casino-boni')}>{promo.button}</ButtonLink>
          <Muted>{promo.terms}</Muted>
        </Promo>
      )}
    </>
  );
}
