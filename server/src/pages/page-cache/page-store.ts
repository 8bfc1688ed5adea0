import type { RenderedPage } from './rendered-page';

/**
 * Rendered HTML of the pages visitors ask for, so a popular page is rendered once per state
 * of the site instead of once per visit.
 *
 * Entries are found by their page key (see page-key.ts) and all belong to one year (the
 * footer's copyright line): the first entry stored in a new year drops every older one. Whether
 * an entry is still current otherwise is the page cache's question (see stillCurrent). Least
 * recently used entries go first once the byte budget is spent.
 */
export class PageStore {
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
