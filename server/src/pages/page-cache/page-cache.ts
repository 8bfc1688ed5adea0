import { flightOf, generationOf, pageKeyOf, type PageKey, type PageRequest, type SiteState } from './page-key';
import { PageStore } from './page-store';
import { stillCurrent, withCompressedForms, type RenderedPage } from './rendered-page';
import { renderSharing, type RenderOutcome, type RenderSharing } from './render-sharing';
import { SingleFlight } from './single-flight';

/** The year the kept pages belong to (see PageStore). */
const yearOf = () => String(new Date().getFullYear());

/** Where a page came from: kept (`hit`), another request's render (`joined`), rendered now (`miss`), or not cacheable (`off`). */
export type PageSource = 'hit' | 'joined' | 'miss' | 'off';

export interface ServedPage {
  page: RenderedPage;
  source: PageSource;
}

/**
 * The page cache, the one owner of everything about keeping rendered pages: the page key
 * (page-key.ts), the pages kept in this worker's memory (PageStore), the single flight that
 * makes concurrent requests for a missing page wait for one render, and the sharing of renders
 * between the workers of one server (sibling-renders.ts). A page costs one render per server
 * for as long as what it was made of stays (a release of another app, or an import for a page
 * without catalogue data, keeps it); only complete pages (200) are kept, compressed once as
 * they enter.
 *
 * The page route asks `keyOf` for the request's key, answers with `ready` when the page is kept
 * or on its way, and otherwise (after its own checks, such as the render budget) with `render`.
 */
export class PageCache {
  private readonly store: PageStore;
  private readonly rendering = new SingleFlight<RenderOutcome>();
  private readonly siblings: RenderSharing;

  constructor(
    maxBytes: number,
    private readonly site: () => SiteState,
    sharing: typeof renderSharing = renderSharing,
  ) {
    this.store = new PageStore(maxBytes);
    // A page a sibling worker rendered is kept here too, unless the site has changed since.
    this.siblings = sharing(({ generation, key, page }) => {
      if (generation === this.generation()) this.store.set(yearOf(), key, page);
    });
  }

  /** The request's page key in the site's current state; the request keeps it to the end. */
  keyOf(request: PageRequest): PageKey {
    return pageKeyOf(request, this.generation(), this.site().catalogVersion);
  }

  /**
   * The page if it is kept, or rendering for another request right now; undefined when it takes a
   * render. Decided at once, not after an await: a request told "undefined" starts its render
   * before the next request asks, so a burst of requests for a missing page costs one render.
   */
  ready(page: PageKey): Promise<ServedPage> | undefined {
    if (!this.keeps(page)) return undefined;
    const kept = this.store.get(yearOf(), page.key);
    if (kept && stillCurrent(kept, page.now)) return Promise.resolve({ page: kept, source: 'hit' });
    return this.rendering.running(flightOf(page))?.then((underway) => ({ page: underway.page, source: 'joined' }));
  }

  /** Renders the page, once between this worker's requests and its siblings, and keeps it when complete. */
  async render(page: PageKey, render: () => Promise<RenderedPage>): Promise<ServedPage> {
    if (!this.keeps(page)) return { page: await render(), source: 'off' };
    const { generation, key } = page;
    const renderAndKeep = async () => {
      const rendered = await render();
      // A 404, or a page with a part that failed, is rendered afresh each time.
      if (rendered.status !== 200) return rendered;
      const compressed = await withCompressedForms(rendered);
      this.store.set(yearOf(), key, compressed);
      return compressed;
    };
    return this.rendering.run(flightOf(page), () => this.siblings.once({ generation, key, render: renderAndKeep }));
  }

  private keeps(page: PageKey) {
    return this.store.enabled && page.cacheable;
  }

  private generation() {
    return generationOf(this.site());
  }
}
