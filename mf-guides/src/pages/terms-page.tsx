import styled from 'styled-components';
import { Card, PageHead, theme, useLanguage } from '@casino/shared';
import { termsContent } from '../content/terms';
import { NumberedSections } from '../components/numbered-sections';
import { PageFrame } from '../components/page-frame';

const Notice = styled(Card).attrs({ as: 'section' })`
  border: 2px solid ${theme.colors.danger};
`;

/** /terms: seven numbered sections and the 18+ notice. */
export function TermsPage() {
  const { language } = useLanguage();
  const page = termsContent[language];
  return (
    <PageFrame title={page.title} intro={page.subtitle}>
      <PageHead title={page.metaTitle} description={page.metaDescription} keywords={page.keywords} />
      <NumberedSections sections={page.sections} />
      <Notice aria-labelledby="terms-notice">
        <h2 id="terms-notice">{page.notice.title}</h2>
        <p>{page.notice.text}</p>
      </Notice>
    </PageFrame>
  );
}
