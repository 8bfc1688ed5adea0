import styled from 'styled-components';
import {
  ButtonAnchor,
  Container,
  PageHead,
  Section,
  media,
  theme,
  useLanguage,
} from '@casino/shared';
import { RemoteWidget } from '../app/remote-widget';
import { homeContent } from '../content/home';
import { useSectionLink } from '../layout/use-section-link';
import { AboutSection, CategorySection, FaqSection, GuideCardsSection, GuideSection, IntroSection, SecuritySection, faqJsonLd } from './home/editorial-sections';
import { FeaturedBonuses } from './home/featured-bonuses';
import { FeaturedCasinos } from './home/featured-casinos';
import { TopFiveTable } from './home/top-five-table';

const Hero = styled.section`
  padding: 56px 0 40px;
  text-align: center;
  background: linear-gradient(180deg, ${theme.colors.surfaceRaised}, ${theme.colors.background});
  h1 { font-size: 2rem; ${media.md} { font-size: 3rem; } }
  p { max-width: 680px; margin: 0 auto 24px; color: ${theme.colors.muted}; font-size: 1.1rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
`;

/** The home page, every section in the spec's order. */
export function HomePage() {
  const { language } = useLanguage();
  const sectionLink = useSectionLink();
  const { facts } = homeContent;
  const content = homeContent.text[language];
  return (
    <>
      <PageHead title={content.metaTitle} description={content.metaDescription} keywords={content.keywords} jsonLd={[faqJsonLd(content.faq)]} />
      <Hero>
        <Container>
          <h1>{content.hero.title}</h1>
          <p>{content.hero.text}</p>
          <Actions>
            <ButtonAnchor {...sectionLink('casinos')}>{content.hero.casinosButton}</ButtonAnchor>
            <ButtonAnchor $variant="secondary" {...sectionLink('bonuses')}>
              {content.hero.bonusesButton}
            </ButtonAnchor>
          </Actions>
        </Container>
      </Hero>
      <Section id="casinos" aria-labelledby="casinos-title">
        <Container>
          <h2 id="casinos-title">{content.featuredTitle}</h2>
          <p>{content.featuredSubtitle}</p>
          <FeaturedCasinos />
        </Container>
      </Section>
      <Section id="bonuses" aria-labelledby="bonuses-title">
        <Container>
          <h2 id="bonuses-title">{content.bonusesTitle}</h2>
          <FeaturedBonuses promo={content.promo} />
        </Container>
      </Section>
      <Section id="newsletter" aria-labelledby="newsletter-title">
        <Container>
          <h2 id="newsletter-title">{content.newsletter.title}</h2>
          <p>{content.newsletter.text}</p>
          <RemoteWidget app="newsletter" name="NewsletterSignup" />
        </Container>
      </Section>
      <IntroSection content={content.intro} />
      <Section aria-labelledby="top-title">
        <Container>
          <h2 id="top-title">{content.topTable.title}</h2>
          <TopFiveTable caption={content.topTable.caption} />
        </Container>
      </Section>
      <GuideSection content={content.guide} facts={facts.licences} />
      <FaqSection content={content.faq} />
      <AboutSection content={content.about} />
      <GuideCardsSection content={content.guides} facts={facts.guideCards} />
      <SecuritySection content={content.security} />
      <CategorySection content={content.categories} facts={facts.categoryLinks} />
    </>
  );
}
