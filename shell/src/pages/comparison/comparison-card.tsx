import styled from 'styled-components';
import {
  ButtonLink,
  Card,
  CasinoLogo,
  casinoFacts,
  formatDate,
  formatPercent,
  formatRating,
  LicenceBadges,
  media,
  PlayLink,
  Stars,
  theme,
  useLanguage,
  useT,
  type Casino,
} from '@casino/shared';

const Item = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: 16px;
  list-style: none;
  ${media.md} { grid-template-columns: 64px 1fr auto; align-items: start; }
  h2 { margin: 0; font-size: 1.35rem; }
  ul { margin: 8px 0 0; padding-left: 1.2em; color: ${theme.colors.muted}; }
`;

const Name = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-bottom: 8px;
`;

const Rank = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
  font-size: 1.3rem;
  font-weight: 800;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
  gap: 8px;
  margin: 12px 0 0;
  dt { color: ${theme.colors.muted}; font-size: 0.85rem; }
  dd { margin: 0; font-weight: 700; }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

/** One ranked casino of the comparison (spec §2). */
export function ComparisonCard({ casino, rank, reviewPath }: { casino: Casino; rank: number; reviewPath: string }) {
  const t = useT();
  const { language } = useLanguage();
  // Only the casino's own pros: the comparison shows no stand-in list.
  const pros = casino.pros?.[language] ?? [];
  const written = casinoFacts(casino, language);
  const facts: Array<[string, string]> = [
    [t('comparison.bonus'), written.bonus],
    [t('comparison.licence'), written.licence],
    [t('comparison.payout'), casino.payoutPercentage != null ? formatPercent(casino.payoutPercentage, language, 1) : '–'],
    [t('comparison.withdrawal'), written.withdrawalTime],
    [t('comparison.games'), written.gamesCount],
    [t('comparison.trustScore'), casino.trustScore != null ? formatPercent(casino.trustScore, language) : '–'],
    // When the facts and the offer above were last checked against the operator's site.
    [t('bonuses.verifiedOn'), formatDate(casino.verifiedAt, language)],
  ];
  return (
    <Item>
      <Rank>
        <span className="visually-hidden">{t('comparison.rank', { rank })}</span>
        <span aria-hidden="true">{rank}</span>
      </Rank>
      <div>
        <Name>
          <CasinoLogo casino={casino} height={36} />
          <h2>{casino.name}</h2>
        </Name>
        <LicenceBadges licences={casino.licences} />
        <p>
          <Stars rating={casino.rating} /> <strong>{formatRating(casino.rating, language)}/10</strong>
        </p>
        <Facts>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Facts>
        {pros.length > 0 && (
          <ul aria-label={t('comparison.pros')}>
            {pros.map((pro) => (
              <li key={pro}>{pro}</li>
            ))}
          </ul>
        )}
      </div>
      <Actions>
        <ButtonLink $variant="secondary" to={reviewPath}>
          {t('comparison.fullReview')}
        </ButtonLink>
        <PlayLink href={casino.affiliateUrl} position={rank}>
          {t('comparison.playNow')}
        </PlayLink>
      </Actions>
    </Item>
  );
}
