import type { Language } from '@casino/shared';
import { escapeHtml } from '../core/escape';

export interface SitemapEntry {
  /** The German path and, where the page has one, its English counterpart. */
  de: string;
  en: string | null;
  lastmod?: string;
}

/**
 * What the sitemap protocol allows in one file: 50,000 URLs and 50 MB uncompressed. A language
 * whose pages pass either is split into numbered parts, all listed in the index (which may list
 * 50,000 parts itself, far beyond any catalogue).
 */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 } as const;
export interface SitemapLimits {
  urls: number;
  bytes: number;
}

export interface SitemapPart {
  xml: string;
  /** The newest date among its pages, for the index. */
  lastmod?: string;
}

export interface SitemapFiles {
  index: string;
  /** Each part by its file name: `sitemap-de.xml`, `sitemap-de-2.xml`, ... */
  parts: ReadonlyMap<string, SitemapPart>;
}

/** The first part keeps the address the index has always named; later parts are numbered from 2. */
export const partName = (language: Language, number: number) => (number === 1 ? `sitemap-${language}.xml` : `sitemap-${language}-${number}.xml`);

const URLSET_START = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
].join('\n');
const URLSET_END = '\n</urlset>';

function urlElement(entry: SitemapEntry, language: Language, origin: string): string {
  const own = language === 'de' ? entry.de : entry.en!;
  const alternates = entry.en
    ? [
        `<xhtml:link rel="alternate" hreflang="de" href="${escapeHtml(origin + entry.de)}"/>`,
        `<xhtml:link rel="alternate" hreflang="en" href="${escapeHtml(origin + entry.en)}"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + entry.de)}"/>`,
      ].join('')
    : '';
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
  return `<url><loc>${escapeHtml(origin + own)}</loc>${lastmod}${alternates}</url>`;
}

const newer = (a: string | undefined, b: string | undefined) => (!a || (b && b > a) ? b : a);

/**
 * One language's pages in as few files as the limits allow, in the order of the entries: a
 * file is closed when one more URL would pass the number of URLs or the bytes. The first file
 * is made even without pages, so its address never answers 404.
 */
function languageParts(entries: readonly SitemapEntry[], language: Language, origin: string, limits: SitemapLimits): SitemapPart[] {
  const parts: SitemapPart[] = [];
  const frame = Buffer.byteLength(URLSET_START) + Buffer.byteLength(URLSET_END);
  let urls: string[] = [];
  let bytes = frame;
  let lastmod: string | undefined;
  const close = () => {
    parts.push({ xml: URLSET_START + urls.map((url) => `\n${url}`).join('') + URLSET_END, lastmod });
    urls = [];
    bytes = frame;
    lastmod = undefined;
  };
  for (const entry of entries) {
    if (language === 'en' && !entry.en) continue;
    const url = urlElement(entry, language, origin);
    const size = Buffer.byteLength(url) + 1;
    if (urls.length > 0 && (urls.length >= limits.urls || bytes + size > limits.bytes)) close();
    urls.push(url);
    bytes += size;
    lastmod = newer(lastmod, entry.lastmod);
  }
  if (urls.length > 0 || parts.length === 0) close();
  return parts;
}

/** The sitemap index and every part it lists, German parts first. */
export function sitemapFiles(entries: readonly SitemapEntry[], origin: string, limits: SitemapLimits = SITEMAP_LIMITS): SitemapFiles {
  const parts = new Map<string, SitemapPart>();
  for (const language of ['de', 'en'] as const) {
    languageParts(entries, language, origin, limits).forEach((part, index) => parts.set(partName(language, index + 1), part));
  }
  const listed = [...parts].map(([name, part]) => `<sitemap><loc>${escapeHtml(`${origin}/${name}`)}</loc>${part.lastmod ? `<lastmod>${part.lastmod}</lastmod>` : ''}</sitemap>`);
  const index = ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...listed, '</sitemapindex>'].join('\n');
  return { index, parts };
}
