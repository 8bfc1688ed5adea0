import styled from 'styled-components';
import { ButtonLink, Card, PageHead, theme, useLocalizePath, type PageContent, type PageProps } from '@casino/shared';
import type { GuideContent } from '../content/types';
import { renderBold } from './bold-text';
import { HelpBox } from './help-box';
import { PageFrame } from './page-frame';

const SectionCard = styled(Card).attrs({ as: 'section' })`
  margin-bottom: 20px;
  ul { margin: 0; padding-left: 1.2em; }
  li { margin: 8px 0; }
  strong { color: ${theme.colors.accent}; }
`;

const Cta = styled(Card)`
  margin-top: 32px;
  text-align: center;
  border: 2px solid ${theme.colors.accent};
`;

/** The template of every guide and topic page: heading, introduction, three sections, call to action. */
export function GuidePage({ content }: PageProps<PageContent<undefined, GuideContent>>) {
  const localize = useLocalizePath();
  const page = content.text;
  return (
    <PageFrame title={page.title} intro={page.introduction}>
      <PageHead title={page.metaTitle} description={page.metaDescription} keywords={page.keywords} ogType="article" />
      {page.helpBox && <HelpBox title={page.helpBox.title} text={page.helpBox.text} />}
      {page.sections.map((section, index) => (
        <SectionCard key={section.title} aria-labelledby={`section-${index}`}>
          <h2 id={`section-${index}`}>{section.title}</h2>
          <ul>
            {section.bullets.map((bullet) => (
              <li key={bullet}>{renderBold(bullet)}</li>
            ))}
          </ul>
        </SectionCard>
      ))}
      <Cta as="section" aria-labelledby="cta-title">
        <h2 id="cta-title">{page.cta.title}</h2>
        <p>{page.cta.text}</p>
        <ButtonLink to={localize('/')}>{page.cta.button}</ButtonLink>
      </Cta>
    </PageFrame>
  );
}
