import { Badge, HomeBreadcrumb, PageHead } from '@casino/shared';
import type { PageIntroContent } from '../content/types';

/** How each shell page below home opens: its metadata, breadcrumb, badge, heading and introduction. */
export function PageIntro({ content }: { content: PageIntroContent }) {
  return (
    <>
      <PageHead title={content.metaTitle} description={content.metaDescription} keywords={content.keywords} />
      <HomeBreadcrumb title={content.title} />
      <Badge>{content.badge}</Badge>
      <h1>{content.title}</h1>
      <p>{content.intro}</p>
    </>
  );
}
