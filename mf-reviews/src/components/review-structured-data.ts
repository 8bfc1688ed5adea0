import type { Casino } from '@casino/shared';

/**
 * schema.org Review with the editorial rating (best 10, worst 1), from the catalogue. No
 * AggregateRating: there are no counted user ratings behind it, and inventing a count would mislead.
 */
export function reviewJsonLd(casino: Pick<Casino, 'name' | 'rating' | 'verifiedAt'>, publishedAt: string, url: string, siteName: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Review',
    url,
    name: `${casino.name} Casino Review`,
    itemReviewed: { '@type': 'Organization', name: casino.name },
    reviewRating: { '@type': 'Rating', ratingValue: Number(casino.rating), bestRating: 10, worstRating: 1 },
    datePublished: publishedAt,
    dateModified: casino.verifiedAt,
    author: { '@type': 'Organization', name: siteName },
    publisher: { '@type': 'Organization', name: siteName },
  };
}
