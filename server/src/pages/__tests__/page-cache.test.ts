import { describe, it } from 'node:test';
import { expect } from 'expect';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AppRoute } from '@casino/shared';
import { PageCache } from '../page-cache/page-cache';
import { pageKeyOf, type PageRequest } from '../page-cache/page-key';
import { PageStore } from '../page-cache/page-store';
import { renderedPage, withCompressedForms, type MadeOf, type RenderedPage } from '../page-cache/rendered-page';
import type { SharedPage } from '../page-cache/render-claims';
import type { RenderSharing } from '../page-cache/render-sharing';

const html = (text: string) => `<!doctype html><title>${text}</title><p>${'Online Casino Vergleich '.repeat(40)}</p>`;
/** A page drawn by the shell at version 1 with catalogue data of version 1, unless told otherwise. */
const page = (text: string, madeOf: MadeOf = { apps: { shell: '1' }, catalogue: true }) => renderedPage(200, Buffer.from(html(text)), "default-src 'self'", madeOf, '1.0');

describe('page store', () => {
  it('keeps a page compressed in every encoding browsers ask for, counted in its size', async () => {
    const cached = await withCompressedForms(page('A'));
    expect(brotliDecompressSync(cached.compressed.br!).toString()).toBe(html('A'));
    expect(gunzipSync(cached.compressed.gzip!).toString()).toBe(html('A'));
    expect(cached.compressed.br!.length).toBeLessThan(cached.html.length / 4);
    expect(cached.bytes).toBe(cached.html.length + cached.compressed.br!.length + cached.compressed.gzip!.length);
  });

  it('drops every page when the year (the footer’s copyright line) changes', () => {
    const cache = new PageStore(10_000);
    cache.set('g1', '/a', page('A'));
    cache.set('g1', '/b', page('B'));
    expect(cache.get('g2', '/a')).toBeUndefined();
    cache.set('g2', '/c', page('C'));
    expect(cache.size).toBe(1);
    expect(cache.get('g1', '/b')).toBeUndefined();
  });

  it('gives up the least recently used pages when the byte budget is spent', () => {
    const size = Buffer.byteLength(html('A'));
    const cache = new PageStore(size * 2);
    cache.set('g', '/a', page('A'));
    cache.set('g', '/b', page('B'));
    cache.get('g', '/a');
    cache.set('g', '/c', page('C'));
    expect(cache.get('g', '/b')).toBeUndefined();
    expect(cache.get('g', '/a')).toBeDefined();
    expect(cache.get('g', '/c')).toBeDefined();
  });

  it('keeps nothing when turned off', () => {
    const cache = new PageStore(0);
    cache.set('g', '/a', page('A'));
    expect(cache.get('g', '/a')).toBeUndefined();
  });
});

const route = (declared: Partial<AppRoute> = {}) => ({ id: 'comparison', app: 'shell', path: '/casino-vergleich', ...declared }) as AppRoute;
const request = (over: Partial<PageRequest> = {}): PageRequest => ({
  pathname: '/casino-vergleich',
  search: '',
  route: route(),
  storedLanguage: null,
  versionSet: 'active',
  versions: { shell: '1', reviews: '1', guides: '1' },
  ...over,
});

describe('page key: what a cached page depends on', () => {
  it('keeps only the query parameters the route declares, in the order they came', () => {
    const filtered = route({ query: ['lizenz', 'sortierung'] });
    const key = pageKeyOf(request({ route: filtered, search: '?utm_source=x&sortierung=bonus&lizenz=ggl' }), 'g');
    expect(key.url).toBe('/casino-vergleich?sortierung=bonus&lizenz=ggl');
    expect(pageKeyOf(request({ search: '?utm_source=x' }), 'g').key).toBe(pageKeyOf(request(), 'g').key);
  });

  it('tells the version set and, on the home page only, the stored language apart', () => {
    const keys = [request(), request({ versionSet: 'shell@2' })].map((r) => pageKeyOf(r, 'g').key);
    expect(new Set(keys).size).toBe(2);
    expect(pageKeyOf(request({ storedLanguage: 'en' }), 'g').key).toBe(pageKeyOf(request(), 'g').key);
    const home = (storedLanguage: 'en' | null) => pageKeyOf(request({ pathname: '/', route: route({ id: 'home', path: '/' }), storedLanguage }), 'g').key;
    expect(home('en')).not.toBe(home(null));
  });

  it('keeps no 404, no mail-link page and no overlong URL', () => {
    expect(pageKeyOf(request(), 'g').cacheable).toBe(true);
    expect(pageKeyOf(request({ route: undefined }), 'g').cacheable).toBe(false);
    expect(pageKeyOf(request({ route: route({ pageCache: false }) }), 'g').cacheable).toBe(false);
    const long = pageKeyOf(request({ route: route({ query: ['q'] }), search: `?q=${'x'.repeat(400)}` }), 'g');
    expect(long.cacheable).toBe(false);
  });
});

describe('page cache', () => {
  const site = { catalogVersion: '1.0', servedVersions: 'shell@1' };
  const alone = () => ({ once: async ({ render }: { render: () => Promise<RenderedPage> }) => ({ page: await render(), source: 'miss' as const }) });

  it('renders a page once for requests that come while it renders, then answers from memory', async () => {
    const cache = new PageCache(1_000_000, () => site, alone);
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page('A');
    };
    // As the page route asks: the page if it is ready, else a render.
    const serve = () => {
      const key = cache.keyOf(request());
      return cache.ready(key) ?? cache.render(key, render);
    };
    const burst = await Promise.all([serve(), serve(), serve()]);
    expect(burst.map((served) => served.source)).toEqual(['miss', 'joined', 'joined']);
    expect((await serve()).source).toBe('hit');
    expect(renders).toBe(1);
  });

  it('keeps no incomplete page, and starts afresh when the site changes', async () => {
    let state = site;
    const cache = new PageCache(1_000_000, () => state, alone);
    await cache.render(cache.keyOf(request()), async () => renderedPage(503, Buffer.from('x'), '', { apps: {}, catalogue: false }, '1.0'));
    expect(cache.ready(cache.keyOf(request()))).toBeUndefined();
    await cache.render(cache.keyOf(request()), async () => page('A'));
    expect(cache.ready(cache.keyOf(request()))).toBeDefined();
    state = { ...site, catalogVersion: '2.0' };
    expect(cache.ready(cache.keyOf(request()))).toBeUndefined();
  });

  it('keeps a page through a release of an app that did not draw it, and an import when it shows no catalogue data', async () => {
    let state = site;
    const cache = new PageCache(1_000_000, () => state, alone);
    const review = request({ pathname: '/reviews/stake', route: route({ id: 'review', app: 'reviews', path: '/reviews/stake' }) });
    const guide = request({ pathname: '/guides/', route: route({ id: 'guides', app: 'guides', path: '/guides/' }) });
    await cache.render(cache.keyOf(review), async () => page('review', { apps: { shell: '1', reviews: '1' }, catalogue: true }));
    await cache.render(cache.keyOf(guide), async () => page('guide', { apps: { shell: '1', guides: '1' }, catalogue: false }));
    const source = (over: Partial<PageRequest>, base: PageRequest) => cache.ready(cache.keyOf({ ...base, ...over }))?.then((served) => served.source);

    // A guides release: the review page stays, the guides page is rendered anew.
    state = { ...site, servedVersions: 'guides@2' };
    const afterGuides = { versions: { shell: '1', reviews: '1', guides: '2' } };
    expect(await source(afterGuides, review)).toBe('hit');
    expect(await source(afterGuides, guide)).toBeUndefined();
    // An import: the guide without catalogue data stays, the review page goes.
    state = { ...site, catalogVersion: '2.0' };
    expect(await source({}, guide)).toBe('hit');
    expect(await source({}, review)).toBeUndefined();
    // A shell release: every page goes.
    state = { ...site, servedVersions: 'shell@2' };
    expect(await source({ versions: { shell: '2', reviews: '1', guides: '1' } }, guide)).toBeUndefined();
  });

  it("keeps a sibling worker's page only when it was rendered in the site's current state", async () => {
    let state = site;
    let keep: (shared: SharedPage) => void = () => {};
    const sharing = (keeper: (shared: SharedPage) => void): RenderSharing => {
      keep = keeper;
      return alone();
    };
    const cache = new PageCache(1_000_000, () => state, sharing);
    const before = cache.keyOf(request());
    state = { ...site, servedVersions: 'shell@2' };
    const now = cache.keyOf(request());
    keep({ generation: now.generation, key: now.key, page: page('new') });
    // A page of the state before, arriving late, neither replaces the current one nor empties the cache.
    keep({ generation: before.generation, key: before.key, page: page('old') });
    expect((await cache.ready(now))?.page.html.toString()).toBe(html('new'));
  });
});
