import { Card, PageHead, useLanguage } from '@casino/shared';
import { privacyContent } from '../content/privacy';
import { NumberedSections } from '../components/numbered-sections';
import { PageFrame } from '../components/page-frame';

/** /privacy: seven numbered sections describing what the site really does, and a contact card. */
export function PrivacyPage() {
  const { language } = useLanguage();
  const page = privacyContent[language];
  return (
    <PageFrame title={page.title} intro={page.subtitle}>
      <PageHead title={page.metaTitle} description={page.metaDescription} keywords={page.keywords} />
      <NumberedSections sections={page.sections} />
      <Card as="section" aria-labelledby="privacy-contact">
        <h2 id="privacy-contact">{page.contactCard.title}</h2>
        <p>{page.contactCard.text}</p>
        <a href={`mailto:${page.contactCard.email}`}>{page.contactCard.email}</a>
      </Card>
    </PageFrame>
  );
}
