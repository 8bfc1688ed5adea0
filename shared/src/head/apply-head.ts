import type { Language } from '../i18n/language';
import type { HeadTag } from './page-meta';

/** Marks head elements that belong to the current page, so the next page can replace them. */
export const HEAD_MARKER = 'data-page-head';

/** Replaces the page's head tags in the live document; returns a cleanup that removes them. */
export function applyHeadTags(tags: HeadTag[], language: Language): () => void {
  document.documentElement.lang = language;
  for (const element of Array.from(document.head.querySelectorAll(`[${HEAD_MARKER}]`))) element.remove();
  const added: Element[] = [];
  for (const { tag, attributes, text } of tags) {
    if (tag === 'title') {
      document.title = text ?? '';
      continue;
    }
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(HEAD_MARKER, '');
    if (text !== undefined) element.textContent = text;
    document.head.appendChild(element);
    added.push(element);
  }
  return () => {
    for (const element of added) if (element.getAttribute('type') === 'application/ld+json') element.remove();
  };
}
