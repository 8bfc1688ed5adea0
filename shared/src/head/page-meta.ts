import { localeOf, type Language } from '../i18n/language';

/** What a page says about itself; the shell adds canonical and hreflang from the route table. */
export interface PageMeta {
  title: string;
  description: string;
  keywords?: string;
  ogType?: 'website' | 'article';
  image?: string;
  /** Structured data blocks, emitted as application/ld+json. */
  jsonLd?: readonly object[];
  /** Set for pages search engines should not index (not-found states, thin pages). */
  noindex?: boolean;
  /** Overrides the canonical path; defaults to the page's own path. */
  canonicalPath?: string;
  /**
   * The part of the query that is part of the page's own address (`?seite=2` of a list's second
   * page), added to the canonical link and to both language versions; anything else in the
   * query (a filter, a search) names a view of the same page and stays out.
   */
  addressQuery?: string;
  /** The page's two language versions; null means it has no counterpart to announce. */
  alternates?: { de: string; en: string } | null;
}

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  text?: string;
}

export interface HeadInput {
  meta: PageMeta;
  language: Language;
  /** Absolute origin used for canonical and alternate links, e.g. https://example.de */
  origin: string;
  /** The page's own path, for the canonical link when the page sets none. */
  path: string;
}

/** The head tags for a page: one description that the server prints and the browser applies. */
export function headTags({ meta, language, origin, path }: HeadInput): HeadTag[] {
  const url = (p: string) => `${origin}${p}`;
  const own = meta.addressQuery ?? '';
  const canonical = url((meta.canonicalPath ?? path) + own);
  const tags: HeadTag[] = [
    { tag: 'title', attributes: {}, text: meta.title },
    { tag: 'meta', attributes: { name: 'description', content: meta.description } },
    { tag: 'link', attributes: { rel: 'canonical', href: canonical } },
    { tag: 'meta', attributes: { property: 'og:title', content: meta.title } },
    { tag: 'meta', attributes: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attributes: { property: 'og:type', content: meta.ogType ?? 'website' } },
    { tag: 'meta', attributes: { property: 'og:url', content: canonical } },
    { tag: 'meta', attributes: { property: 'og:locale', content: localeOf(language) } },
    { tag: 'meta', attributes: { name: 'twitter:card', content: meta.image ? 'summary_large_image' : 'summary' } },
    { tag: 'meta', attributes: { name: 'twitter:title', content: meta.title } },
    { tag: 'meta', attributes: { name: 'twitter:description', content: meta.description } },
  ];
  if (meta.keywords) tags.push({ tag: 'meta', attributes: { name: 'keywords', content: meta.keywords } });
  if (meta.image) {
    tags.push({ tag: 'meta', attributes: { property: 'og:image', content: meta.image } });
    tags.push({ tag: 'meta', attributes: { name: 'twitter:image', content: meta.image } });
  }
  if (meta.noindex) tags.push({ tag: 'meta', attributes: { name: 'robots', content: 'noindex, follow' } });
  if (meta.alternates) {
    const { de, en } = meta.alternates;
    tags.push({ tag: 'meta', attributes: { property: 'og:locale:alternate', content: localeOf(language === 'de' ? 'en' : 'de') } });
    tags.push({ tag: 'link', attributes: { rel: 'alternate', hreflang: 'de', href: url(de + own) } });
    tags.push({ tag: 'link', attributes: { rel: 'alternate', hreflang: 'en', href: url(en + own) } });
    tags.push({ tag: 'link', attributes: { rel: 'alternate', hreflang: 'x-default', href: url(de + own) } });
  }
  for (const block of meta.jsonLd ?? []) {
    tags.push({ tag: 'script', attributes: { type: 'application/ld+json' }, text: JSON.stringify(block) });
  }
  return tags;
}
