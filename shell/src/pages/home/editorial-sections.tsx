import styled from 'styled-components';
import { ButtonLink, Card, Container, Grid, Icon, idsOf, Link, Section, theme, useLocalizePath, useT } from '@casino/shared';
import type { HomePageFacts } from '../../content/home';
import type { HomeText } from '../../content/types';

const Heading = styled.h2`
  margin-bottom: 20px;
`;

const Definitions = styled.dl`
  display: grid;
  gap: 12px;
  margin: 0;
  dd { margin-top: 2px; color: ${theme.colors.muted}; }
`;

/** A question that opens to its answer; the marker is drawn beside the question, not on a line of its own. */
const Question = styled(Card).attrs({ as: 'details' })`
  margin-bottom: 12px;
  summary { display: flex; align-items: center; gap: 10px; min-height: 44px; cursor: pointer; list-style: none; }
  summary::-webkit-details-marker { display: none; }
  summary h3 { margin: 0; font-size: 1.1rem; }
  summary svg { flex: none; color: ${theme.colors.accent}; transition: transform 0.2s; }
  &[open] summary svg { transform: rotate(90deg); }
  p { margin: 12px 0 0; }
`;

const GuideCard = styled(Card).attrs({ as: 'article' })`
  .icon { color: ${theme.colors.accent}; }
`;

/**
 * A group's links: on a phone as wide as their words and wrapping like a line of text (two
 * columns are too narrow for "Willkommensbonus", one column is a long way down); wider, a grid
 * of cards wide enough for the longest German label.
 */
const LinkCards = styled(Grid)`
  @media not all and (min-width: ${theme.breakpoints.md}) { display: flex; flex-wrap: wrap; gap: 8px; }
`;

const LinkCard = styled(Link)`
  display: block;
  padding: 14px;
  min-height: 48px;
  border-radius: 10px;
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  text-decoration: none;
  font-weight: 600;
  &:hover { outline: 2px solid ${theme.colors.accent}; }
`;

type HomeContent = HomeText<HomePageFacts>;
type Props<K extends keyof HomeContent> = { content: HomeContent[K] };
/** A section that shows facts beside its text. */
type PropsWithFacts<K extends keyof HomeContent, F extends keyof HomePageFacts> = Props<K> & { facts: HomePageFacts[F] };

export function IntroSection({ content }: Props<'intro'>) {
  return (
    <Section aria-labelledby="intro-title">
      <Container>
        <Heading id="intro-title">{content.title}</Heading>
        {content.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </Container>
    </Section>
  );
}

/** Bonus types, licences and game categories. */
export function GuideSection({ content, facts }: PropsWithFacts<'guide', 'licences'>) {
  const groups = [
    { title: content.bonusTypes.title, items: content.bonusTypes.items.map((i) => ({ name: i.title, text: i.text })) },
    { title: content.licences.title, items: idsOf(facts).map((id) => ({ name: facts[id], text: content.licences.regions[id] })) },
    { title: content.gameCategories.title, items: content.gameCategories.items.map((i) => ({ name: i.title, text: i.text })) },
  ];
  return (
    <Section aria-labelledby="guide-title">
      <Container>
        <Heading id="guide-title">{content.title}</Heading>
        <Grid $min="300px" $count={groups.length}>
          {groups.map((group) => (
            <Card as="section" key={group.title}>
              <h3>{group.title}</h3>
              <Definitions>
                {group.items.map((item) => (
                  <div key={item.name}>
                    <dt>
                      <strong>{item.name}</strong>
                    </dt>
                    <dd>{item.text}</dd>
                  </div>
                ))}
              </Definitions>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

export function FaqSection({ content }: Props<'faq'>) {
  return (
    <Section aria-labelledby="faq-title">
      <Container>
        <Heading id="faq-title">{content.title}</Heading>
        {content.items.map((item) => (
          <Question key={item.question}>
            <summary>
              <Icon name="chevron" size={20} />
              <h3>{item.question}</h3>
            </summary>
            <p>{item.answer}</p>
          </Question>
        ))}
      </Container>
    </Section>
  );
}

/** schema.org FAQPage for the home FAQ; PageHead rebuilds it when the language changes. */
export const faqJsonLd = (content: HomeContent['faq']) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: content.items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
});

export function AboutSection({ content }: Props<'about'>) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <Section aria-labelledby="about-title">
      <Container>
        <Heading id="about-title">{content.title}</Heading>
        {content.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
        <ButtonLink $variant="secondary" to={localize('/about')}>
          {t('home.aboutMore')}
        </ButtonLink>
      </Container>
    </Section>
  );
}

export function GuideCardsSection({ content, facts }: PropsWithFacts<'guides', 'guideCards'>) {
  const localize = useLocalizePath();
  return (
    <Section aria-labelledby="guides-title">
      <Container>
        <Heading id="guides-title">{content.title}</Heading>
        <Grid $min="260px" $count={idsOf(facts).length}>
          {idsOf(facts).map((id) => (
            <GuideCard key={id}>
              <span className="icon">
                <Icon name={facts[id].icon} size={32} />
              </span>
              <h3>
                <Link to={localize(facts[id].path)}>{content.cards[id].title}</Link>
              </h3>
              <p>{content.cards[id].description}</p>
            </GuideCard>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

export function SecuritySection({ content }: Props<'security'>) {
  return (
    <Section aria-labelledby="security-title">
      <Container>
        <Heading id="security-title">{content.title}</Heading>
        <Grid $min="240px" $count={content.items.length}>
          {content.items.map((item) => (
            <Card key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

/** Four groups of six category links: each leads to a topic page, the bonus page or a filtered comparison. */
export function CategorySection({ content, facts }: PropsWithFacts<'categories', 'categoryLinks'>) {
  const localize = useLocalizePath();
  return (
    <Section aria-labelledby="categories-title">
      <Container>
        <Heading id="categories-title">{content.title}</Heading>
        <Grid $min="440px" $count={idsOf(facts).length}>
          {idsOf(facts).map((groupId) => {
            const group = content.groups[groupId];
            const links: Record<string, string> = facts[groupId];
            const labels: Record<string, string> = group.labels;
            return (
              <nav key={groupId} aria-label={group.title}>
                <h3>{group.title}</h3>
                <LinkCards $min="210px" $count={idsOf(links).length}>
                  {idsOf(links).map((linkId) => (
                    <LinkCard key={linkId} to={localize(links[linkId]!)}>
                      {labels[linkId]}
                    </LinkCard>
                  ))}
                </LinkCards>
              </nav>
            );
          })}
        </Grid>
      </Container>
    </Section>
  );
}
