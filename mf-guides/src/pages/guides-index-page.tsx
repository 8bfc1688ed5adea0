import styled from 'styled-components';
import { ButtonLink, Card, Grid, Icon, PageHead, TitledTextGrid, idsOf, theme, useLanguage, useLocalizePath, useT } from '@casino/shared';
import { guidesIndexContent } from '../content/guides-index';
import { PageFrame } from '../components/page-frame';

const GuideCard = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h2 { font-size: 1.25rem; margin: 0; }
  p { margin: 0; color: ${theme.colors.muted}; flex: 1; }
`;

const CardIcon = styled.span`
  color: ${theme.colors.accent};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 2px 10px;
    border-radius: 999px;
    background: ${theme.colors.surfaceRaised};
    font-size: 0.8rem;
  }
`;

const Why = styled(Card)`
  margin-top: 32px;
`;

/** /guides/: six guide cards and the 'Why our guides?' block. */
export function GuidesIndexPage() {
  const t = useT();
  const { language } = useLanguage();
  const localize = useLocalizePath();
  const { facts } = guidesIndexContent;
  const content = guidesIndexContent.text[language];
  return (
    <PageFrame title={content.title} intro={content.intro}>
      <PageHead title={content.metaTitle} description={content.metaDescription} keywords={content.keywords} />
      <Grid $min="300px" $count={idsOf(facts.cards).length}>
        {idsOf(facts.cards).map((id) => {
          const card = content.cards[id];
          return (
            <GuideCard key={id}>
              <CardIcon>
                <Icon name={facts.cards[id].icon} size={32} />
              </CardIcon>
              <h2>{card.title}</h2>
              <p>{card.description}</p>
              <Tags aria-label={t('guides.keywords')}>
                {card.keywords.split(',').map((keyword) => (
                  <li key={keyword}>{keyword.trim()}</li>
                ))}
              </Tags>
              <ButtonLink to={localize(facts.cards[id].path)} aria-label={`${t('guides.readGuide')}: ${card.title}`}>
                {t('guides.readGuide')}
              </ButtonLink>
            </GuideCard>
          );
        })}
      </Grid>
      <Why as="section" aria-labelledby="why-guides">
        <h2 id="why-guides">{content.why.title}</h2>
        <TitledTextGrid items={content.why.items} />
      </Why>
    </PageFrame>
  );
}
