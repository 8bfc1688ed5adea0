import { randomBytes } from 'node:crypto';

/**
 * Pages are rendered with this stand-in where the CSP nonce goes and stored split around it,
 * so every response, cached or not, gets a nonce of its own. It is random per process: a
 * visitor cannot guess it and smuggle it into a page to have a real nonce put in its place.
 */
export const NONCE_PLACEHOLDER = `nonce-slot-${randomBytes(12).toString('hex')}`;

/** A rendered page ready to be sent any number of times, each time with its own nonce. */
export interface RenderedPage {
  status: number;
  /**
   * The HTML split at every nonce position, as UTF-8: joining bytes is a copy, while sending a
   * string re-encodes it on every response (measured: a quarter of the throughput on the home page).
   */
  parts: Buffer[];
  bytes: number;
}

export function renderedPage(status: number, html: string): RenderedPage {
  const parts = html.split(NONCE_PLACEHOLDER).map((part) => Buffer.from(part));
  return { status, parts, bytes: parts.reduce((sum, part) => sum + part.length, 0) };
}

/** The page with its own nonce in every slot. */
export function withNonce(page: RenderedPage, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  return Buffer.concat(page.parts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part])));
}

/**
 * Rendered HTML of the pages visitors ask for, so a popular page is rendered once per state
 * of the site instead of once per visit.
 *
 * An entry is found by a key the page route makes of the request's path and query, the
 * language cookie (home page only) and whether consent was answered. All entries belong to one generation, the
 * catalogue's data version plus the set of active app versions: an import or a release (here or, through NOTIFY, on another server) changes it,
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
