import styled from 'styled-components';
import { Card, Container, formatEuro, formatHourSpan, formatPercent, formatRating, Grid, idsOf, languageName, Section, Stars, theme, useLanguage, useT } from '@casino/shared';
import { liveCasinoContent } from '../content/live-casino';
import { PageIntro } from './page-intro';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  dt { color: ${theme.colors.muted}; }
  dd { margin: 0; font-weight: 700; }
`;

const Meter = styled.meter`
  width: 100%;
  height: 12px;
`;

const Block = styled.div`
  margin-top: 32px;
`;

/** /live-casino-deutschland: providers, game categories, advantages and tips. */
export function LiveCasinoPage() {
  const t = useT();
  const { language } = useLanguage();
  const { facts } = liveCasinoContent;
  const content = liveCasinoContent.text[language];
  return (
    <Section>
      <Container>
        <PageIntro content={content} />
        <Grid $min="300px" $count={idsOf(facts.providers).length}>
          {idsOf(facts.providers).map((id) => {
            const provider = facts.providers[id];
            return (
              <Card as="article" key={id}>
                <h2>{provider.name}</h2>
                <p>
                  <Stars rating={provider.rating} /> {formatRating(provider.rating, language)}/10
                </p>
                <Facts>
                  <dt>{t('live.dealerLanguages')}</dt>
                  <dd>{provider.dealerLanguages.map((code) => languageName(code, language)).join(', ')}</dd>
                  <dt>{t('live.gameVariety')}</dt>
                  <dd>{formatPercent(provider.gameVariety, language)}</dd>
                  <dt>{t('live.streamQuality')}</dt>
                  <dd>{provider.streamQuality}</dd>
                  <dt>{t('live.stakes')}</dt>
                  <dd>
                    {formatEuro(provider.stakes.min, language)} – {formatEuro(provider.stakes.max, language)}
                  </dd>
                  <dt>{t('live.peakHours')}</dt>
                  <dd>{formatHourSpan(provider.peakHours.from, provider.peakHours.to, language)}</dd>
                </Facts>
                <h3>{t('live.highlights')}</h3>
                <ul>{content.highlights[id].map((item) => <li key={item}>{item}</li>)}</ul>
                <h3>{t('live.games')}</h3>
                <ul>{provider.games.map((game) => <li key={game}>{game}</li>)}</ul>
              </Card>
            );
          })}
        </Grid>
        <Block as="section" aria-labelledby="categories-title">
          <h2 id="categories-title">{t('live.categories')}</h2>
          <Grid $min="240px" $count={idsOf(facts.categories).length}>
            {idsOf(facts.categories).map((id) => {
              const category = facts.categories[id];
              return (
                <Card key={id}>
                  <h3>{content.categories[id].title}</h3>
                  <p>{content.categories[id].description}</p>
                  <p>{category.variants.join(' · ')}</p>
                  <p>{t('live.minBet', { bet: formatEuro(category.minBet, language) })}</p>
                  <label>
                    {t('live.popularity', { percent: formatPercent(category.popularity, language) })}
                    <Meter min={0} max={100} value={category.popularity} />
                  </label>
                </Card>
              );
            })}
          </Grid>
        </Block>
        <Block>
          <Grid $min="300px">
            {[content.advantages, content.tips].map((list) => (
              <Card as="section" key={list.title}>
                <h2>{list.title}</h2>
                <ul>{list.items.map((item) => <li key={item}>{item}</li>)}</ul>
              </Card>
            ))}
          </Grid>
        </Block>
      </Container>
    </Section>
  );
}
