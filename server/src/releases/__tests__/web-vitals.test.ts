import { describe, it } from 'node:test';
import { expect } from 'expect';
import fc from 'fast-check';
import { servesCanary } from '../canary-choice';
import { overSpeedBudget } from '../canary-watch';
import { bucketOf, histogramKey, p75, upperOf, type Histogram, type Metric, type VitalHistograms } from '../vitals';
import { browse } from '../../test-kit/browse';
import { releaseTestbed, TOKEN } from '../../test-kit/release-testbed';
import { within } from '../../test-kit/within';

const histogramOf = (metric: Metric, values: number[]): Histogram => {
  const histogram: Histogram = new Map();
  for (const value of values) histogram.set(bucketOf(metric, value), (histogram.get(bucketOf(metric, value)) ?? 0) + 1);
  return histogram;
};

describe('web vitals histograms', () => {
  it('keep every time within 10 ms below a second, 50 ms below 5 s and 500 ms below a minute, and CLS within 0.005', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 59_999, noNaN: true }), (ms) => {
        const upper = upperOf('INP', bucketOf('INP', ms));
        expect(upper).toBeGreaterThan(ms);
        expect(upper - ms).toBeLessThanOrEqual(ms < 1000 ? 10 : ms < 5000 ? 50 : 500);
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: 0, max: 4.99, noNaN: true }), (cls) => {
        const upper = upperOf('CLS', bucketOf('CLS', cls));
        expect(upper).toBeGreaterThan(cls);
        expect(upper - cls).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('read the 75th percentile as Google does: three quarters of the page views at or below it', () => {
    expect(p75('LCP', histogramOf('LCP', [1200, 1300, 1400, 4100]))).toEqual({ value: 1400 + 50, samples: 4 });
    expect(p75('INP', histogramOf('INP', [...Array(75).fill(80), ...Array(25).fill(900)]))).toEqual({ value: 90, samples: 100 });
    expect(p75('CLS', new Map())).toBeNull();
  });
});

describe('the speed budget', () => {
  const budget = { minSamples: 50, marginMs: 100, marginPercent: 10, clsMargin: 0.05 };
  const histograms = (entries: Array<[string, 'phone' | 'desktop', Metric, number[]]>): VitalHistograms =>
    new Map(entries.map(([version, device, metric, values]) => [histogramKey(version, device, metric), histogramOf(metric, values)]));
  const many = (count: number, value: number) => Array<number>(count).fill(value);

  it('aborts a canary whose phones answer input more than the margin slower, naming the figures', () => {
    const verdict = overSpeedBudget('c', 'a', histograms([['c', 'phone', 'INP', many(60, 420)], ['a', 'phone', 'INP', many(60, 150)]]), budget);
    expect(verdict).toBe('speed budget exceeded: INP on phones was 430 ms at the 75th percentile over 60 page views, against 160 ms over 60 for the active a: more than 100 ms and 10 % slower');
  });

  it('keeps a canary within the margins, or without enough page views on either side', () => {
    expect(overSpeedBudget('c', 'a', histograms([['c', 'phone', 'INP', many(60, 240)], ['a', 'phone', 'INP', many(60, 150)]]), budget)).toBeNull();
    // 200 ms slower, but only 5 % of a slow page's LCP.
    expect(overSpeedBudget('c', 'a', histograms([['c', 'desktop', 'LCP', many(60, 4200)], ['a', 'desktop', 'LCP', many(60, 4000)]]), budget)).toBeNull();
    expect(overSpeedBudget('c', 'a', histograms([['c', 'phone', 'INP', many(49, 900)], ['a', 'phone', 'INP', many(60, 150)]]), budget)).toBeNull();
    expect(overSpeedBudget('c', 'a', histograms([['c', 'phone', 'INP', many(60, 900)], ['a', 'desktop', 'INP', many(60, 150)]]), budget)).toBeNull();
  });

  it('aborts a canary whose layout shifts more than the margin', () => {
    expect(overSpeedBudget('c', 'a', histograms([['c', 'desktop', 'CLS', many(60, 0.3)], ['a', 'desktop', 'CLS', many(60, 0.01)]]), budget)).toMatch(/^speed budget exceeded: CLS on desktops was 0\.305 .* against 0\.015 over 60 .*: more than 0\.05 higher$/);
    expect(overSpeedBudget('c', 'a', histograms([['c', 'desktop', 'CLS', many(60, 0.05)], ['a', 'desktop', 'CLS', many(60, 0.01)]]), budget)).toBeNull();
  });

  it('names every metric over budget, not only the first it finds', () => {
    const verdict = overSpeedBudget(
      'c',
      'a',
      histograms([
        ['c', 'phone', 'LCP', many(60, 900)],
        ['a', 'phone', 'LCP', many(60, 400)],
        ['c', 'phone', 'CLS', many(60, 0.3)],
        ['a', 'phone', 'CLS', many(60, 0.01)],
      ]),
      budget,
    );
    expect(verdict).toMatch(/^speed budget exceeded: LCP on phones was 910 ms .*; CLS on phones was 0\.305 at the 75th percentile .*: more than 0\.05 higher$/);
  });
});

const CANARY_GROUP = [...Array(100).keys()].find((group) => servesCanary('guides', group, 50))!;
const STABLE_GROUP = [...Array(100).keys()].find((group) => !servesCanary('guides', group, 50))!;

describe('web vitals reported by browsers', () => {
  // The watch may judge the slow canary only once all 25 of its page views are in, so the figures are exact.
  const bed = releaseTestbed({}, { canaryMinVitals: 25, countsFlushMs: 200, vitalsLimit: 10_000, viewLimit: 10_000 });
  /** Each report from a client of its own, unless an address is given. */
  let clients = 0;
  /**
   * A page view's report, as its page sends it: with the view ticket the page got, in the
   * canary's group when it names a guides version other than the active one, otherwise in a
   * group a canary is never served to.
   */
  const report = async (versions: Record<string, string>, values: Record<string, number>, address = `198.51.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}`, device = 'phone') => {
    const inCanary = versions.guides !== (await bed.served()).guides;
    const { ticket } = await browse(bed.t.app, '/guides/', { address, cookie: `release_group=${inCanary ? CANARY_GROUP : STABLE_GROUP}` });
    const payload = JSON.stringify({ route: 'guides-index', device, versions, values, ticket });
    return bed.t.app.inject({ method: 'POST', url: '/api/vitals', remoteAddress: address, headers: { 'content-type': 'application/json' }, payload });
  };
  const canaryOf = async () => (await bed.admin('GET', '/admin/releases/guides')).json<{ canary: { version: string } | null }>().canary;

  it('counts a page view’s figures for the versions this site serves, and refuses the rest', async () => {
    const active = (await bed.served()).guides!;
    expect((await report({ guides: active }, { LCP: 1800, INP: 90 })).json()).toEqual({ counted: true });
    expect((await report({ guides: 'abcdefabcdef' }, { LCP: 1800 })).json()).toEqual({ counted: false });
    const { ticket } = await browse(bed.t.app, '/guides/');
    // Without the page's ticket, or with another client's, nothing counts.
    for (const [body, address] of [[{ route: 'guides-index', device: 'phone', versions: { guides: active }, values: { LCP: 1 } }, '127.0.0.1'], [{ route: 'guides-index', device: 'phone', versions: { guides: active }, values: { LCP: 1 }, ticket }, '192.0.2.9']] as const) {
      expect((await bed.t.app.inject({ method: 'POST', url: '/api/vitals', remoteAddress: address, payload: body })).json()).toEqual({ counted: false });
    }
    for (const [body, status] of [
      [{ route: 'guides-index', device: 'phone', versions: { guides: active }, values: {} }, 400],
      [{ route: 'guides-index', device: 'tablet', versions: { guides: active }, values: { LCP: 1 } }, 400],
      [{ route: 'guides-index', device: 'phone', versions: { guides: active }, values: { LCP: -1 } }, 400],
      [{ route: 'guides-index', device: 'phone', versions: { casino: active }, values: { LCP: 1 } }, 400],
      // A metric this server does not know (a newer shell's) is left out, and the rest counted.
      [{ route: 'x', device: 'phone', versions: { guides: active }, values: { LCP: 1, FID: 3 }, ticket }, 202],
    ] as const) {
      expect({ body, status: (await bed.t.app.inject({ method: 'POST', url: '/api/vitals', payload: body })).statusCode }).toEqual({ body, status });
    }
    const form = await bed.t.app.inject({ method: 'POST', url: '/api/vitals', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'route=x' });
    expect(form.statusCode).toBe(415);
    const stored = await within(5000, async () => (await bed.t.app.db.query<{ count: number }>(`SELECT sum(count)::int AS count FROM app_version_vitals WHERE version = $1`, [active]))[0]?.count === 3);
    expect(stored).not.toBeNull();
  });

  it('keeps a canary as fast as the active version whatever one client sends, and aborts one that answers input slower on phones, with the figures in the trail', async () => {
    const active = (await bed.served()).guides!;
    const same = await bed.variant('guides', { replace: ['Casino Ratgeber', 'Casino Ratgeber Gleich'] });
    await bed.publish('guides', same.dir);
    expect((await bed.admin('POST', '/admin/releases/guides/canary', { version: same.version, percent: 50, reason: 'as fast', actor: 'test' })).statusCode).toBe(200);
    for (let i = 0; i < 25; i++) {
      await report({ guides: active }, { INP: 120 + (i % 5) * 10, CLS: 0.01 });
      await report({ guides: same.version }, { INP: 125 + (i % 5) * 10, CLS: 0.02 });
    }
    // Several rounds of the watch pass: it stays.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await canaryOf())?.version).toBe(same.version);
    // Nor does one client that sends slow figures by the dozen: three an hour count, and one client is not enough.
    const counted = [];
    for (let i = 0; i < 30; i++) counted.push((await report({ guides: same.version }, { INP: 3000 }, '203.0.113.66')).json<{ counted: boolean }>().counted);
    expect(counted.filter(Boolean)).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await canaryOf())?.version).toBe(same.version);
    expect((await bed.admin('POST', '/admin/releases/guides/abort', { reason: 'next test', actor: 'test' })).statusCode).toBe(200);

    const slow = await bed.variant('guides', { replace: ['Casino Ratgeber', 'Casino Ratgeber Langsam'] });
    await bed.publish('guides', slow.dir);
    expect((await bed.admin('POST', '/admin/releases/guides/canary', { version: slow.version, percent: 50, reason: 'slower?', actor: 'test' })).statusCode).toBe(200);
    for (let i = 0; i < 25; i++) {
      await report({ guides: active }, { INP: 120 });
      await report({ guides: slow.version }, { INP: 480 });
    }
    type History = { audit: Array<{ action: string; actor: string; reason: string }>; releases: Array<{ version: string; badReason: string | null }> };
    // The watch ends the canary and marks its version bad in one step: once it is gone, it is marked.
    expect(await within(5000, async () => (await canaryOf()) === null)).not.toBeNull();
    const { audit, releases } = (await bed.admin('GET', '/admin/releases/guides')).json<History>();
    expect(audit[0]).toMatchObject({ action: 'mark-bad', actor: 'canary watch' });
    expect(audit[1]).toMatchObject({ action: 'abort', actor: 'canary watch' });
    expect(audit[0]!.reason).toMatch(/^speed budget exceeded: INP on phones was 490 ms at the 75th percentile over 25 page views, against 1\d0 ms over \d+ for the active/);
    expect(releases.find((release) => release.version === slow.version)?.badReason).toMatch(/INP on phones/);

    // The console shows the hour's figures of every version measured, the aborted one beside the active one.
    const signIn = await bed.t.app.inject({ method: 'POST', url: '/admin/sign-in', payload: { token: TOKEN } });
    const page = (await bed.t.app.inject({ url: '/admin/apps/guides', headers: { cookie: String(signIn.headers['set-cookie']).split(';')[0]! } })).body;
    expect(page).toContain(`<th scope="col">preview or earlier <code>${slow.version}</code></th>`);
    const inp = /<tr><th scope="row">INP on phones<\/th>(.*?)<\/tr>/.exec(page)?.[1] ?? '';
    expect(inp).toContain('490 ms <span class="pill needs-improvement">needs improvement</span> <small>(25)</small>');
    expect(page).toMatch(/<h4>INP on phones, every 5 minutes<\/h4>\n<svg [^>]*role="img" aria-label="The 75th percentile of INP on phones/);
    // Desktops get charts of their own once any were measured in the hour.
    expect(page).not.toContain('on desktops, every 5 minutes');
    expect((await report({ guides: active }, { LCP: 900 }, undefined, 'desktop')).json()).toEqual({ counted: true });
    await bed.t.app.vitalCounts.flush(bed.t.app.db);
    const withDesktop = (await bed.t.app.inject({ url: '/admin/apps/guides', headers: { cookie: String(signIn.headers['set-cookie']).split(';')[0]! } })).body;
    expect(withDesktop).toMatch(/<h4>LCP on desktops, every 5 minutes<\/h4>\n<svg [^>]*role="img" aria-label="The 75th percentile of LCP on desktops/);

    // The same figures for scripts and dashboards, of the whole app or of one route's pages.
    const figures = (await bed.admin('GET', '/admin/releases/guides/vitals?route=guides-index')).json<{ route: string; figures: Array<Record<string, unknown>> }>();
    expect(figures.route).toBe('guides-index');
    expect(figures.figures).toContainEqual({ version: active, device: 'desktop', metric: 'LCP', p75: 910, samples: 1, rating: 'good' });
    expect(figures.figures).toContainEqual(expect.objectContaining({ version: slow.version, device: 'phone', metric: 'INP', p75: 490, samples: 25, rating: 'needs improvement' }));
    expect((await bed.admin('GET', '/admin/releases/guides/vitals?route=guide')).json()).toMatchObject({ route: 'guide', figures: [] });
    expect((await bed.admin('GET', '/admin/releases/guides/vitals?route=..%2F')).statusCode).toBe(400);
  });
});
