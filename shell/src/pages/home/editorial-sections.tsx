import styled from 'styled-components';
import { ButtonLink, Card, Container, Grid, Link, Section, theme, useLocalizePath, useT } from '@casino/shared';
import type { HomeContent } from '../../content/types';

const Heading = styled.h2`
  margin-bottom: 20px;
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

type Props<K extends keyof HomeContent> = { content: HomeContent[K] };

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
export function GuideSection({ content }: Props<'guide'>) {
  const groups = [
    { title: content.bonusTypes.title, items: content.bonusTypes.items.map((i) => ({ name: i.title, text: i.text })) },
    { title: content.licences.title, items: content.licences.items.map((i) => ({ name: i.name, text: i.region })) },
    { title: content.gameCategories.title, items: content.gameCategories.items.map((i) => ({ name: i.title, text: i.text })) },
  ];
  return (
    <Section aria-labelledby="guide-title">
      <Container>
        <Heading id="guide-title">{content.title}</Heading>
        <Grid $min="300px">
          {groups.map((group) => (
            <Card as="section" key={group.title}>
              <h3>{group.title}</h3>
              <dl>
                {group.items.map((item) => (
                  <div key={item.name}>
                    <dt>
                      <strong>{item.name}</strong>
                    </dt>
                    <dd>{item.text}</dd>
                  </div>
                ))}
              </dl>
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
          <Card as="details" key={item.question}>
            <summary>
              <h3>{item.question}</h3>
            </summary>
            <p>{item.answer}</p>
          </Card>
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

export function GuideCardsSection({ content }: Props<'guides'>) {
  const localize = useLocalizePath();
  return (
    <Section aria-labelledby="guides-title">
      <Container>
        <Heading id="guides-title">{content.title}</Heading>
        <Grid $min="260px">
          {content.cards.map((card) => (
            <Card as="article" key={card.path}>
              <span aria-hidden="true">{card.icon}</span>
              <h3>
                <Link to={localize(card.path)}>{card.title}</Link>
              </h3>
              <p>{card.description}</p>
            </Card>
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
        <Grid $min="240px">
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
export function CategorySection({ content }: Props<'categories'>) {
  const localize = useLocalizePath();
  return (
    <Section aria-labelledby="categories-title">
      <Container>
        <Heading id="categories-title">{content.title}</Heading>
        <Grid $min="260px">
          {content.groups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h3>{group.title}</h3>
              <Grid $min="120px">
                {group.items.map((item) => (
                  <LinkCard key={item.label} to={localize(item.path)}>
                    {item.label}
                  </LinkCard>
                ))}
              </Grid>
            </nav>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
