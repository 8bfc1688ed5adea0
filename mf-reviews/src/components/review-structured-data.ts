import type { Casino, useT } from '@casino/shared';

/** "Stake" is "Stake Casino"; "Sol Casino" stays as it is rather than become "Sol Casino Casino". */
export const casinoTitle = (name: string) => (/\bcasino\b/i.test(name) ? name : `${name} Casino`);

/**
 * schema.org Review with the editorial rating (best 10, worst 1), from the catalogue. No
 * AggregateRating: there are no counted user ratings behind it, and inventing a count would mislead.
 * `url` is the page's canonical address (see usePageUrl), the one search engines index.
 */
export function reviewJsonLd(casino: Pick<Casino, 'name' | 'rating' | 'verifiedAt'>, publishedAt: string, url: string, t: ReturnType<typeof useT>) {
  const siteName = t('site.name');
  return {
    '@context': 'https://schema.org',
    '@type': 'Review',
    url,
    name: t('reviews.structuredDataName', { casino: casinoTitle(casino.name) }),
    itemReviewed: { '@type': 'Organization', name: casino.name },
    reviewRating: { '@type': 'Rating', ratingValue: Number(casino.rating), bestRating: 10, worstRating: 1 },
    datePublished: publishedAt,
    dateModified: casino.verifiedAt,
    author: { '@type': 'Organization', name: siteName },
    publisher: { '@type': 'Organization', name: siteName },
  };
}
