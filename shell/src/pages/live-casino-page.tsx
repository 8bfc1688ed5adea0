import styled from 'styled-components';
import { Card, Container, Grid, Section, Stars, theme, useLanguage, useT } from '@casino/shared';
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
  const content = liveCasinoContent[language];
  return (
    <Section>
      <Container>
        <PageIntro content={content} />
        <Grid $min="300px">
          {content.providers.map((provider) => (
            <Card as="article" key={provider.name}>
              <h2>{provider.name}</h2>
              <p>
                <Stars rating={provider.rating} /> {provider.rating}/10
              </p>
              <Facts>
                <dt>{t('live.dealerLanguages')}</dt>
                <dd>{provider.dealerLanguages.join(', ')}</dd>
                <dt>{t('live.gameVariety')}</dt>
                <dd>{`${provider.gameVariety}%`}</dd>
                <dt>{t('live.streamQuality')}</dt>
                <dd>{provider.streamQuality}</dd>
                <dt>{t('live.stakes')}</dt>
                <dd>
                  {provider.minBet} – {provider.maxBet}
                </dd>
                <dt>{t('live.peakHours')}</dt>
                <dd>{provider.peakHours}</dd>
              </Facts>
              <h3>{t('live.highlights')}</h3>
              <ul>{provider.highlights.map((item) => <li key={item}>{item}</li>)}</ul>
              <h3>{t('live.games')}</h3>
              <ul>{provider.games.map((game) => <li key={game}>{game}</li>)}</ul>
            </Card>
          ))}
        </Grid>
        <Block as="section" aria-labelledby="categories-title">
          <h2 id="categories-title">{t('live.categories')}</h2>
          <Grid $min="240px">
            {content.categories.map((category) => (
              <Card key={category.title}>
                <h3>{category.title}</h3>
                <p>{category.description}</p>
                <p>{category.variants.join(' · ')}</p>
                <p>{t('live.minBet', { bet: category.minBet })}</p>
                <label>
                  {t('live.popularity', { percent: category.popularity })}
                  <Meter min={0} max={100} value={category.popularity} />
                </label>
              </Card>
            ))}
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
