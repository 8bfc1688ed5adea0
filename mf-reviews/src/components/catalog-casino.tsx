import type { ComponentType, ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Container, Section, casinoOfferQuery, casinoQuery, useT, type Casino, type PageProps } from '@casino/shared';
import { ReviewNotFound } from './review-not-found';

/**
 * The casino a review page is about, from the catalogue, the one owner of its facts, asked of
 * the server alone (by the spec's slug rule, or with its offer by its catalogue slug). While it
 * loads the page says so; once the catalogue has no such casino (never listed, or removed by an
 * import) the page is not found: a review without the casino's facts would show a rating nobody
 * stands behind, and the sitemap leaves it out for the same reason.
 */
export function CatalogCasino({ reviewSlug, catalogSlug, children }: { reviewSlug?: string; catalogSlug?: string; children: (casino: Casino) => ReactNode }) {
  const t = useT();
  // A written review states its offer's wagering, which the bonus records own: its casino comes
  // with its offer, so reached by a link in the browser it never shows a dash until they arrive.
  const byName = useQuery({ ...casinoQuery(reviewSlug ?? ''), enabled: reviewSlug !== undefined });
  const withOffer = useQuery({ ...casinoOfferQuery(catalogSlug ?? ''), enabled: catalogSlug !== undefined });
  const { data, isPending } = reviewSlug !== undefined ? byName : { data: withOffer.data?.casino, isPending: withOffer.isPending };
  if (isPending) {
    return (
      <Section>
        <Container>
          <p role="status">{t('common.loading')}</p>
        </Container>
      </Section>
    );
  }
  return data ? children(data) : <ReviewNotFound />;
}

/**
 * A written review's page template: the body gets the review's content file and the facts of
 * the catalogued casino its routes.json line names.
 */
export function writtenReviewPage<Review>(Body: ComponentType<{ review: Review; casino: Casino }>) {
  return function WrittenReviewPage({ route, content }: PageProps<Review>) {
    return (
      <CatalogCasino catalogSlug={route.casino}>
        {(casino) => <Body review={content} casino={casino} />}
      </CatalogCasino>
    );
  };
}
