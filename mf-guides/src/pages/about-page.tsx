import styled from 'styled-components';
import { Card, Grid, PageHead, TitledTextGrid, useLanguage } from '@casino/shared';
import { aboutContent } from '../content/about';
import { PageFrame } from '../components/page-frame';

const Block = styled(Card).attrs({ as: 'section' })`
  margin-bottom: 24px;
`;

/** /about: mission, four values, the team card and the commitment card. */
export function AboutPage() {
  const { language } = useLanguage();
  const content = aboutContent[language];
  return (
    <PageFrame title={content.title} intro={content.subtitle}>
      <PageHead title={content.metaTitle} description={content.metaDescription} keywords={content.keywords} />
      <Block>
        <h2>{content.mission.title}</h2>
        <p>{content.mission.text}</p>
      </Block>
      <Block>
        <TitledTextGrid items={content.values} />
      </Block>
      <Grid $min="300px">
        <Card as="section">
          <h2>{content.team.title}</h2>
          <p>{content.team.text}</p>
        </Card>
        <Card as="section">
          <h2>{content.commitment.title}</h2>
          <p>{content.commitment.text}</p>
        </Card>
      </Grid>
    </PageFrame>
  );
}
