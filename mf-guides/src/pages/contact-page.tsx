import styled from 'styled-components';
import { Card, Grid, Muted, PageHead, useLanguage, useT } from '@casino/shared';
import { contactContent } from '../content/contact';
import { PageFrame } from '../components/page-frame';

const SecondRow = styled(Grid)`
  margin-top: 16px;
`;

const Category = styled(Card).attrs({ as: 'section' })`
  h2 { font-size: 1.2rem; }
  /* A mail address has no syllables: it may wrap at any letter, but only when it does not fit a line of its own. */
  a { font-weight: 700; overflow-wrap: anywhere; }
`;

/** /contact: four categories with mail links and promised response times, office hours, languages. No form. */
export function ContactPage() {
  const t = useT();
  const { language } = useLanguage();
  const page = contactContent[language];
  return (
    <PageFrame title={page.title} intro={page.subtitle}>
      <PageHead title={page.metaTitle} description={page.metaDescription} keywords={page.keywords} />
      <Grid $min="260px" $count={page.categories.length}>
        {page.categories.map((category) => (
          <Category key={category.email}>
            <h2>{category.title}</h2>
            <p>{category.description}</p>
            <p>
              <span className="visually-hidden">{t('contact.email')}: </span>
              <a href={`mailto:${category.email}`}>{category.email}</a>
            </p>
            <Muted>{category.responseTime}</Muted>
          </Category>
        ))}
      </Grid>
      <SecondRow $min="260px">
        <Card as="section">
          <h2>{page.officeHours.title}</h2>
          {page.officeHours.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Card>
        <Card as="section">
          <h2>{page.languages.title}</h2>
          <ul>
            {page.languages.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Card>
      </SecondRow>
    </PageFrame>
  );
}
