import { Badge, HomeBreadcrumb, PageHead } from '@casino/shared';
import type { PageIntroContent } from '../content/types';

/**
 * How each shell page below home opens: its metadata, breadcrumb, badge, heading and introduction.
 * `addressQuery` is the part of the query that names the page itself (a list's page number).
 */
export function PageIntro({ content, addressQuery }: { content: PageIntroContent; addressQuery?: string }) {
  return (
    <>
      <PageHead title={content.metaTitle} description={content.metaDescription} keywords={content.keywords} addressQuery={addressQuery} />
      <HomeBreadcrumb title={content.title} />
      <Badge>{content.badge}</Badge>
      <h1>{content.title}</h1>
      <p>{content.intro}</p>
    </>
  );
}
