import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { overBudget } from '../canary-watch';
import { buildVariant } from '../../test-kit/build-variant';
import { releaseTestbed, upload } from '../../test-kit/release-testbed';
import { canShareDatabase, createTestApp, type TestApp } from '../../test-kit/test-app';
import { browse } from '../../test-kit/browse';
import { within } from '../../test-kit/within';

const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('canary releases', () => {
  const bed = releaseTestbed();
  const { admin, served, publish } = bed;
  const visit = (url: string, headers: Record<string, string> = {}) => bed.t.app.inject({ url, headers: { 'user-agent': BROWSER, ...headers } });
  const heading = (body: string) => /<h1[^>]*>([^<]+)/.exec(body)?.[1];
  const groupCookieOf = (setCookie: unknown) => /release_group=(\d+)/.exec(String(setCookie))?.[0];
  const canary = (app: string, version: string, percent: number, reason = 'first look') =>
    admin('POST', `/admin/releases/${app}/canary`, { version, percent, reason, actor: 'test' });
  /** The guides canary of the first test, which later ones promote and check again. */
  let canaryVersion = '';
  const trail = async (app: string) => (await admin('GET', `/admin/releases/${app}`)).json<{ audit: Array<{ action: string; fromVersion: string; toVersion: string; reason: string }> }>().audit;

  it('serves a canary to its share of new visitors, sticky per visitor, and never to crawlers', async () => {
    const stable = (await served()).guides!;
    const build = await bed.variant('guides', { replace: ['Casino Ratgeber', 'Casino Ratgeber Canary'] });
    canaryVersion = build.version;
    await publish('guides', build.dir);
    expect((await canary('guides', canaryVersion, 30)).statusCode).toBe(200);

    const visitors: Array<{ cookie: string; canary: boolean }> = [];
    for (let i = 0; i < 200; i++) {
      const page = await visit('/guides/');
      const cookie = groupCookieOf(page.headers['set-cookie']);
      expect(page.headers['set-cookie']).toMatch(/HttpOnly/);
      expect(cookie).toBeDefined();
      visitors.push({ cookie: cookie!, canary: heading(page.body) === 'Casino Ratgeber Canary' });
    }
    const share = visitors.filter((v) => v.canary).length / visitors.length;
    // 30 % of 200 draws: outside 15–45 % happens about once in a million runs.
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.45);

    // Each visitor keeps their version, on this page and the next, and gets no new cookie.
    for (const visitor of visitors.slice(0, 40)) {
      const again = await visit('/guides/', { cookie: visitor.cookie });
      expect(again.headers['set-cookie']).toBeUndefined();
      expect(heading(again.body) === 'Casino Ratgeber Canary').toBe(visitor.canary);
    }

    // One page, one set: a canary page loads the canary's guides code and not the active one's.
    const inCanary = visitors.find((v) => v.canary)!;
    const canaryPage = (await visit('/guides/', { cookie: inCanary.cookie })).body;
    expect(canaryPage).toContain(`/_mf/guides/${canaryVersion}/`);
    expect(canaryPage).not.toContain(`/_mf/guides/${stable}/`);
    const outside = visitors.find((v) => !v.canary)!;
    const stablePage = (await visit('/guides/', { cookie: outside.cookie })).body;
    expect(stablePage).toContain(`/_mf/guides/${stable}/`);
    expect(stablePage).not.toContain(canaryVersion);

    // Crawlers and clients that say nothing about themselves index the active set, without a cookie.
    for (const agent of [GOOGLEBOT, '']) {
      const crawled = await bed.t.app.inject({ url: '/guides/', headers: { 'user-agent': agent, cookie: inCanary.cookie } });
      expect(heading(crawled.body)).toBe('Casino Ratgeber');
      expect(crawled.headers['set-cookie']).toBeUndefined();
    }
    expect((await served()).guides).toBe(stable);
  });

  it('keeps the canary pages apart from the active pages in the page cache', async () => {
    const page = (group: number) => visit('/guides/', { cookie: `release_group=${group}` });
    const groups = Array.from({ length: 100 }, (_, group) => group);
    const headings = new Map<number, string | undefined>();
    for (const group of groups) headings.set(group, heading((await page(group)).body));
    // Asked again, now from the cache, each group gets what it got first.
    for (const group of groups) {
      const again = await page(group);
      expect(again.headers['x-page-cache']).toBe('hit');
      expect(heading(again.body)).toBe(headings.get(group));
    }
    expect([...headings.values()].filter((h) => h === 'Casino Ratgeber Canary')).toHaveLength(30);
  });

  it('runs canaries of several apps at once, each on its own visitors', async () => {
    const { dir, version: locationsCanary } = await bed.variant('locations', { replace: ['Was du wissen solltest', 'Was du wissen solltest (Canary)'] });
    await publish('locations', dir);
    expect((await canary('locations', locationsCanary, 50)).statusCode).toBe(200);
    let both = 0;
    let guidesOnly = 0;
    for (let group = 0; group < 100; group++) {
      const cookie = `release_group=${group}`;
      const guides = heading((await visit('/guides/', { cookie })).body) === 'Casino Ratgeber Canary';
      const locations = (await visit('/locations/berlin/online-casino', { cookie })).body.includes('solltest (Canary)');
      if (guides && locations) both++;
      if (guides && !locations) guidesOnly++;
    }
    expect(both + guidesOnly).toBe(30);
    // Shifted per app: the guides canary's visitors are not simply a part of the locations canary's.
    expect(guidesOnly).toBeGreaterThan(0);
    expect((await admin('POST', '/admin/releases/locations/abort', { reason: 'done looking', actor: 'test' })).statusCode).toBe(200);
  });

  it('promotes a canary to every visitor, and a rollback goes back to the version before it', async () => {
    const before = (await served()).guides;
    const promoted = await admin('POST', '/admin/releases/guides/promote', { reason: 'no errors in a day', actor: 'test' });
    expect(promoted.json()).toMatchObject({ from: before, to: canaryVersion });
    for (const cookie of ['', 'release_group=99', 'release_group=0']) expect(heading((await visit('/guides/', { cookie })).body)).toBe('Casino Ratgeber Canary');
    expect((await visit('/guides/')).headers['set-cookie']).toBeUndefined();
    expect((await trail('guides')).slice(0, 2).map((entry) => entry.action)).toEqual(['promote', 'canary']);

    await admin('POST', '/admin/releases/guides/rollback', { reason: 'back', actor: 'test' });
    expect((await served()).guides).toBe(before);
  });

  it('aborts a canary: every visitor gets the active version, and the trail says so', async () => {
    const { dir, version: aborted } = await bed.variant('guides', { replace: ['Casino Ratgeber', 'Casino Ratgeber Abort'] });
    await publish('guides', dir);
    expect((await canary('guides', aborted, 99)).statusCode).toBe(200);
    const active = (await served()).guides;
    expect(heading((await visit('/guides/', { cookie: 'release_group=0' })).body)).toBe('Casino Ratgeber Abort');
    expect((await admin('POST', '/admin/releases/guides/abort', { reason: 'wrong heading', actor: 'test' })).json()).toMatchObject({ version: aborted });
    for (let group = 0; group < 100; group += 9) expect(heading((await visit('/guides/', { cookie: `release_group=${group}` })).body)).toBe('Casino Ratgeber');
    expect((await trail('guides'))[0]).toMatchObject({ action: 'abort', fromVersion: aborted, toVersion: active, reason: 'wrong heading' });
  });

  it('answers impossible canary steps with the reason, and bad input with 400', async () => {
    const active = (await served()).guides!;
    expect((await canary('guides', active, 10)).json().message).toMatch(/already active/);
    expect((await canary('guides', 'ffffffffffff', 10)).statusCode).toBe(409);
    expect((await admin('POST', '/admin/releases/guides/abort', { reason: 'nothing runs', actor: 'test' })).statusCode).toBe(409);
    expect((await admin('POST', '/admin/releases/guides/promote', { reason: 'nothing runs', actor: 'test' })).statusCode).toBe(409);
    for (const percent of [0, 100, 12.5, -3, 'ten']) expect((await canary('guides', canaryVersion, percent as number)).statusCode).toBe(400);
    expect((await admin('POST', '/admin/releases/guides/canary', { version: canaryVersion, percent: 10 })).statusCode).toBe(400);
    // A cookie that is not a group is ignored.
    for (const cookie of ['release_group=100', 'release_group=-1', 'release_group=%00', `release_group=${'9'.repeat(400)}`]) {
      expect((await visit('/guides/', { cookie })).statusCode).toBe(200);
    }
  });
});

describe('the error budget', () => {
  const budget = { minViews: 100, marginPercent: 2, minClients: 20, viewsPerClient: 3 };
  const totals = (version: string, views: number, errors: number, failingClients = Math.min(errors, 50)) => ({ version, views, errors, clients: 50, failingClients, measuringClients: 0 });

  it('judges a canary only once it has the minimum of page views, and aborts it only when enough clients had errors', () => {
    expect(overBudget(totals('c', 99, 99), totals('a', 1000, 0), budget)).toBeNull();
    expect(overBudget(totals('c', 100, 99), totals('a', 1000, 0), budget)).not.toBeNull();
    expect(overBudget(totals('c', 100, 99, 19), totals('a', 1000, 0), budget)).toBeNull();
  });

  it('allows the margin over the active version’s rate, and not a view more', () => {
    // Active 1 % (10 in 1000): the canary may have up to 3 %.
    const few = { ...budget, minClients: 1 };
    expect(overBudget(totals('c', 200, 6), totals('a', 1000, 10), few)).toBeNull();
    expect(overBudget(totals('c', 200, 7), totals('a', 1000, 10), few)).toBe(
      'error budget exceeded: c had 3.5 % (7 errors in 200 page views of 50 clients, 7 of them with errors) against 1.0 % (10 errors in 1000 page views of 50 clients, 10 of them with errors) for the active a, more than the allowed 2 percentage points over at least 100 page views',
    );
    // An active version nobody has seen yet counts as error-free.
    expect(overBudget(totals('c', 100, 2), totals('a', 0, 0), few)).toBeNull();
    expect(overBudget(totals('c', 100, 3), totals('a', 0, 0), few)).not.toBeNull();
  });
});

describe('a canary on two servers sharing PostgreSQL', { skip: canShareDatabase ? false : 'needs DATABASE_URL: two processes cannot share the embedded database' }, () => {
  let first: TestApp;
  let second: TestApp;
  let builds: string;
  // Every request comes from one address here: one client may decide (the weights have their own test).
  const budget = { adminToken: 'two-servers-0123456789abcdef0123456789', countsFlushMs: 100, canaryMinViews: 5, canaryErrorMarginPercent: 10, canaryMinClients: 1, canaryClientViews: 1000 };
  const guidesHeading = async (server: TestApp, group: number) =>
    /<h1[^>]*>([^<]+)/.exec((await server.app.inject({ url: '/guides/', headers: { 'user-agent': BROWSER, cookie: `release_group=${group}` } })).body)?.[1];

  before(async () => {
    first = await createTestApp(budget);
    second = await createTestApp(budget, {}, first);
    builds = await mkdtemp(path.join(tmpdir(), 'casino-canary-builds-'));
  });
  after(async () => {
    await second?.close();
    await first?.close();
    await rm(builds, { recursive: true, force: true });
  });

  it('is served by both, counted by both, and aborted on both within a second when its errors run over', async () => {
    const { dir, version } = await buildVariant(first.config.appsRoot, 'guides', builds, { replace: ['Casino Ratgeber', 'Casino Ratgeber Zwei'] });
    const call = (url: string, payload: object) => first.app.inject({ method: 'POST', url, payload, headers: { authorization: 'Bearer two-servers-0123456789abcdef0123456789' } });
    expect((await upload(first.app, 'two-servers-0123456789abcdef0123456789', 'guides', dir)).statusCode).toBe(200);
    expect((await call('/admin/releases/guides/canary', { version, percent: 99, reason: 'two servers', actor: 'test' })).statusCode).toBe(200);
    expect(await within(1000, async () => (await guidesHeading(second, 0)) === 'Casino Ratgeber Zwei')).not.toBeNull();

    // Views on the first server, the same client's error reports on the second with the tickets
    // the first gave (both read them with the key they share): the budget sees both.
    const tickets = [];
    for (let i = 0; i < 6; i++) {
      const { page, ticket } = await browse(first.app, '/guides/', { cookie: 'release_group=0' });
      expect(/<h1[^>]*>([^<]+)/.exec(page.body)?.[1]).toBe('Casino Ratgeber Zwei');
      tickets.push(ticket);
    }
    for (const ticket of tickets) {
      const report = await second.app.inject({ method: 'POST', url: '/api/client-errors', payload: { app: 'guides', version, kind: 'render', ticket } });
      expect(report.json()).toEqual({ counted: true });
    }
    const aborted = () => first.app.db.query("SELECT 1 FROM release_audit WHERE action = 'abort' AND from_version = $1", [version]).then((rows) => rows.length > 0);
    expect(await within(5000, aborted)).not.toBeNull();
    const stopped = await within(1000, async () => (await guidesHeading(first, 0)) === 'Casino Ratgeber' && (await guidesHeading(second, 0)) === 'Casino Ratgeber');
    expect(stopped).not.toBeNull();
  });
});
