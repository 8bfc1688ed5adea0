import type { ReviewFacts } from '../content/types';

/**
 * schema.org Review with the editorial rating (best 10, worst 1). No AggregateRating:
 * there are no counted user ratings behind it, and inventing a count would mislead.
 */
export function reviewJsonLd(facts: ReviewFacts, url: string, siteName: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Review',
    url,
    name: `${facts.name} Casino Review`,
    itemReviewed: { '@type': 'Organization', name: facts.name },
    reviewRating: { '@type': 'Rating', ratingValue: facts.rating, bestRating: 10, worstRating: 1 },
    datePublished: facts.publishedAt,
    dateModified: facts.verifiedAt,
    author: { '@type': 'Organization', name: siteName },
    publisher: { '@type': 'Organization', name: siteName },
  };
}
