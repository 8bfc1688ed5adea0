import type { ComponentType, ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Container, Section, bonusesQuery, casinosQuery, useT, type Casino, type PageProps } from '@casino/shared';
import { ReviewNotFound } from './review-not-found';

/**
 * The casino a review page is about, from the catalogue, the one owner of its facts. While
 * the list loads the page says so; once the catalogue has no such casino (never listed, or
 * removed by an import) the page is not found: a review without the casino's facts would
 * show a rating nobody stands behind, and the sitemap leaves it out for the same reason.
 */
export function CatalogCasino({ find, withBonuses = false, children }: { find: (casino: Casino) => boolean; withBonuses?: boolean; children: (casino: Casino) => ReactNode }) {
  const t = useT();
  const { data, isPending } = useQuery(casinosQuery());
  // A written review states its offer's wagering, which the bonus records own: reached by a link
  // in the browser it waits for them too, instead of showing a dash until they arrive.
  const bonuses = useQuery({ ...bonusesQuery(), enabled: withBonuses });
  if (isPending || (withBonuses && bonuses.isPending)) {
    return (
      <Section>
        <Container>
          <p role="status">{t('common.loading')}</p>
        </Container>
      </Section>
    );
  }
  const casino = data?.find(find);
  return casino ? children(casino) : <ReviewNotFound />;
}

/**
 * A written review's page template: the body gets the review's content file and the facts of
 * the catalogued casino its routes.json line names.
 */
export function writtenReviewPage<Review>(Body: ComponentType<{ review: Review; casino: Casino }>) {
  return function WrittenReviewPage({ route, content }: PageProps<Review>) {
    return (
      <CatalogCasino find={(casino) => casino.slug === route.casino} withBonuses>
        {(casino) => <Body review={content} casino={casino} />}
      </CatalogCasino>
    );
  };
}
