import { compressHtml, HTML_ENCODINGS, type HtmlEncoding } from './compress-html';

/**
 * A rendered page ready to be sent any number of times as the same bytes: its CSP allows its
 * inline code by hash, so nothing in it changes per response.
 */
export interface RenderedPage {
  status: number;
  /** UTF-8: sending a string would encode it again on every response. */
  html: Buffer;
  contentSecurityPolicy: string;
  /** The page in every encoding browsers ask for, made once when it entered the cache. */
  compressed: Partial<Record<HtmlEncoding, Buffer>>;
  bytes: number;
}

export function renderedPage(status: number, html: Buffer, contentSecurityPolicy: string): RenderedPage {
  return { status, html, contentSecurityPolicy, compressed: {}, bytes: html.length };
}

/** The page with its compressed forms, for a page that will be sent many times. */
export async function withCompressedForms(page: RenderedPage): Promise<RenderedPage> {
  const forms = await Promise.all(HTML_ENCODINGS.map(async (encoding) => [encoding, await compressHtml(page.html, encoding)] as const));
  const compressed = Object.fromEntries(forms) as Record<HtmlEncoding, Buffer>;
  return { ...page, compressed, bytes: forms.reduce((sum, [, body]) => sum + body.length, page.html.length) };
}

/**
 * Rendered HTML of the pages visitors ask for, so a popular page is rendered once per state
 * of the site instead of once per visit.
 *
 * An entry is found by a key the page route makes of the request's path and query, the
 * language cookie (home page only), whether consent was answered and, for a canary's visitors, their
 * version set. All entries belong to one generation, the catalogue's data version plus the active app
 * versions and the running canaries: an import or a release (here or, through NOTIFY, on another server) changes it,
 * and the first request after the change drops every entry. Least recently used entries go
 * first once the byte budget is spent.
 */
export class PageCache {
  private generation = '';
  private readonly entries = new Map<string, RenderedPage>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get enabled() {
    return this.maxBytes > 0;
  }

  get(generation: string, key: string): RenderedPage | undefined {
    if (generation !== this.generation) return undefined;
    const page = this.entries.get(key);
    if (!page) return undefined;
    // Map keeps insertion order: moving a hit to the end makes the first entry the least recent.
    this.entries.delete(key);
    this.entries.set(key, page);
    return page;
  }

  set(generation: string, key: string, page: RenderedPage) {
    if (!this.enabled) return;
    if (generation !== this.generation) this.clear(generation);
    if (page.bytes > this.maxBytes) return;
    this.remove(key);
    this.entries.set(key, page);
    this.bytes += page.bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  get size() {
    return this.entries.size;
  }

  private remove(key: string) {
    const page = this.entries.get(key);
    if (!page) return;
    this.entries.delete(key);
    this.bytes -= page.bytes;
  }

  private clear(generation: string) {
    this.entries.clear();
    this.bytes = 0;
    this.generation = generation;
  }
}
