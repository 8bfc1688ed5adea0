/**
 * Reads the schema.org blocks of server HTML and checks the properties search engines require
 * for the types the site uses (Google's rich-result rules for Review, FAQPage and
 * BreadcrumbList; name and url for Organization).
 */
export type JsonLd = Record<string, unknown>;

/** Every application/ld+json block; a block that does not parse fails the caller's test. */
export function structuredDataOf(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as JsonLd);
}

const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const isObject = (value: unknown): value is JsonLd => typeof value === 'object' && value !== null && !Array.isArray(value);
const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** The problems of one block, as readable lines; empty when it is complete. */
export function checkStructuredData(block: JsonLd, origin: string): string[] {
  const type = String(block['@type']);
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${type}: ${what}`);
  };
  need(block['@context'] === 'https://schema.org', '@context is https://schema.org');
  const isOwnUrl = (value: unknown) => typeof value === 'string' && value.startsWith(`${origin}/`);

  switch (type) {
    case 'Organization':
      need(isText(block.name), 'name');
      need(isOwnUrl(block.url), 'url on this site');
      break;
    case 'BreadcrumbList': {
      const items = Array.isArray(block.itemListElement) ? block.itemListElement : [];
      need(items.length > 0, 'itemListElement');
      items.forEach((item: unknown, index) => {
        need(isObject(item) && item['@type'] === 'ListItem', `item ${index + 1} is a ListItem`);
        need(isObject(item) && item.position === index + 1, `item ${index + 1} has position ${index + 1}`);
        need(isObject(item) && isText(item.name), `item ${index + 1} has a name`);
        need(isObject(item) && isOwnUrl(item.item), `item ${index + 1} links to this site`);
      });
      break;
    }
    case 'Review': {
      const rating = block.reviewRating;
      need(isObject(block.itemReviewed) && isText(block.itemReviewed.name) && isText(block.itemReviewed['@type']), 'itemReviewed with @type and name');
      need(isObject(rating) && typeof rating.ratingValue === 'number', 'reviewRating.ratingValue as a number');
      need(isObject(rating) && typeof rating.bestRating === 'number' && Number(rating.ratingValue) <= rating.bestRating, 'reviewRating.bestRating at least the rating');
      need(isObject(block.author) && isText(block.author.name), 'author.name');
      need(isDate(block.datePublished), 'datePublished');
      break;
    }
    case 'FAQPage': {
      const questions = Array.isArray(block.mainEntity) ? block.mainEntity : [];
      need(questions.length > 0, 'mainEntity');
      questions.forEach((question: unknown, index) => {
        need(isObject(question) && question['@type'] === 'Question' && isText(question.name), `question ${index + 1} has a name`);
        const answer = isObject(question) ? question.acceptedAnswer : undefined;
        need(isObject(answer) && answer['@type'] === 'Answer' && isText(answer.text), `question ${index + 1} has an answer text`);
      });
      break;
    }
    default:
      problems.push(`${type}: a type the site does not use`);
  }
  return problems;
}
