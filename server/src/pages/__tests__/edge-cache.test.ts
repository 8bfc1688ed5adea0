import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildVariant } from '../../test-kit/build-variant';
import { BROWSER } from '../../test-kit/browse';
import { upload } from '../../test-kit/release-testbed';
import { canShareDatabase, createTestApp, type TestApp } from '../../test-kit/test-app';
import { within } from '../../test-kit/within';
import { seedCatalogue } from '../../test-kit/seed-catalogue';

const TOKEN = 'edge-cache-test-token-0123456789abcdef';

/** A shared cache's purge endpoint, as far as the servers can tell: it notes every request. */
async function purgeRecorder() {
  const received: Array<{ method: string; keys: string }> = [];
  const server = http.createServer((request, response) => {
    received.push({ method: request.method ?? '', keys: String(request.headers['xkey-purge'] ?? '') });
    response.end('purged');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * Pages for shared caches in front of the servers: they carry Cache-Control for them and the
 * surrogate keys of what they were made of; a release step or an import purges exactly those
 * keys there, from the server that took it, and each server's own page cache keeps what the
 * change did not touch.
 */
describe('pages for shared caches', () => {
  let caches: Array<Awaited<ReturnType<typeof purgeRecorder>>>;
  let t: TestApp;
  let second: TestApp | undefined;
  let builds: string;
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${TOKEN}` } });
  const purges = () => caches.map((cache) => cache.received.splice(0));
  /** Every cache got exactly this purge before the step was answered, and once more shortly after (for servers that switched later). */
  const expectPurged = async (keys: string) => {
    const purged = [{ method: 'PURGE', keys }];
    expect(purges()).toEqual([purged, purged]);
    expect(await within(2000, async () => caches.every((cache) => cache.received.length > 0))).not.toBeNull();
    expect(purges()).toEqual([purged, purged]);
  };

  before(async () => {
    caches = [await purgeRecorder(), await purgeRecorder()];
    const settings = { adminToken: TOKEN, edgeMaxAge: 600, surrogateKeyHeader: 'xkey', edgePurgeUrls: caches.map((cache) => cache.url), edgePurgeRepeatMs: 200 };
    t = await createTestApp(settings);
    // A second server on the same database hears of every change and purges none of them.
    if (canShareDatabase) second = await createTestApp(settings, {}, t);
    builds = await mkdtemp(path.join(tmpdir(), 'casino-edge-builds-'));
  });
  after(async () => {
    await second?.close();
    await t?.close();
    await Promise.all(caches.map((cache) => cache.close()));
    await rm(builds, { recursive: true, force: true });
  });

  /** A page as a shared cache in front asks for it: with the cohort (and language) it found for the visitor. */
  const viaCache = (url: string, cohort = 'stable', extra: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { 'user-agent': BROWSER, 'x-site-cohort': cohort, 'x-site-language': 'none', ...extra } });
  const served = async () => Object.fromEntries(Object.entries((await t.app.inject('/health')).json<{ versions: Record<string, string> }>().versions));

  it('lets shared caches keep a page only when asked with the visitor’s variant, and names what drew it', async () => {
    const review = await viaCache('/reviews/stake');
    expect(review.headers['cache-control']).toBe('public, max-age=0, s-maxage=600, stale-while-revalidate=30, stale-if-error=86400');
    expect(review.headers.vary).toBe('Accept-Encoding, X-Site-Cohort');
    const versions = await served();
    const keys = String(review.headers.xkey).split(' ');
    expect(keys).toEqual(expect.arrayContaining(['app-shell', `shell@${versions.shell}`, 'app-reviews', `reviews@${versions.reviews}`, 'catalogue']));
    expect(keys.some((key) => key.startsWith('guides'))).toBe(false);
    // A guide shows no catalogue data.
    expect((await viaCache('/guides/responsible-gambling')).headers.xkey).toBe(`app-shell shell@${versions.shell} app-guides guides@${versions.guides}`);

    // Without the cohort header (no shared cache that sets it), with a forged or stale one, the page is for this browser alone.
    for (const headers of [{ 'user-agent': BROWSER }, { 'user-agent': BROWSER, 'x-site-cohort': 'canary:guides@0123456789ab' }]) {
      expect((await t.app.inject({ url: '/reviews/stake', headers })).headers['cache-control']).toBe('no-cache');
    }
    // The home page follows the language cookie: kept only when the header states it.
    const home = (language: string, cookie?: string) => viaCache('/', 'stable', { 'x-site-language': language, ...(cookie ? { cookie } : {}) });
    expect((await home('none')).headers).toMatchObject({ 'cache-control': expect.stringMatching(/^public/), vary: 'Accept-Encoding, X-Site-Cohort, X-Site-Language' });
    expect((await home('en', 'language=en')).headers['cache-control']).toMatch(/^public/);
    expect((await home('none', 'language=en')).headers['cache-control']).toBe('no-cache');
    // Nothing is kept by a shared cache that was not a whole page for everyone: a 404, a mail link's page with its token.
    expect((await viaCache('/no-such-page')).headers['cache-control']).toBe('no-cache');
    expect((await viaCache('/newsletter/confirm?token=abc')).headers['cache-control']).toBe('no-cache');
  });

  it('purges the replaced version’s pages on every shared cache before the step is answered, and keeps the other pages in the servers’ own caches', async () => {
    await t.app.inject('/reviews/stake');
    await t.app.inject('/guides/');
    purges();
    const before = (await served()).guides;
    const { dir, version } = await buildVariant(t.config.appsRoot, 'guides', builds, { replace: ['Casino Ratgeber', 'Casino Ratgeber Kante'] });
    expect((await upload(t.app, TOKEN, 'guides', dir)).statusCode).toBe(200);
    expect(purges()).toEqual([[], []]);
    expect((await admin('POST', '/admin/releases/guides/activate', { version, reason: 'edge', actor: 'test' })).statusCode).toBe(200);
    await expectPurged(`guides@${before} cohorts`);

    expect((await t.app.inject('/reviews/stake')).headers['x-page-cache']).toBe('hit');
    const guides = await t.app.inject('/guides/');
    expect([guides.headers['x-page-cache'], /<h1[^>]*>([^<]+)/.exec(guides.body)?.[1]]).toEqual(['miss', 'Casino Ratgeber Kante']);
  });

  it('names each visitor’s cohort for shared caches, and purges only the cohort answers when a canary starts', async () => {
    const stable = (await served()).guides!;
    const { dir, version } = await buildVariant(t.config.appsRoot, 'guides', builds, { replace: ['Casino Ratgeber', 'Casino Ratgeber Vorschau'] });
    expect((await upload(t.app, TOKEN, 'guides', dir)).statusCode).toBe(200);
    const cohortOf = (headers: Record<string, string>) => t.app.inject({ url: '/api/cohort', headers: { 'user-agent': BROWSER, ...headers } });
    type Answer = Awaited<ReturnType<typeof cohortOf>>;
    const shared = (answer: Answer) => String(answer.headers['cache-control']).startsWith('public') && !answer.headers['set-cookie'];
    // The release notice of a publish or a step comes back to this server a moment later; until it
    // has loaded what the notice says, its answers are for each visitor alone (private): asked again.
    const askedUntilShared = async (ask: () => Promise<Answer[]>) => {
      let answers: Answer[] = [];
      await within(5000, async () => (answers = await ask()).every(shared));
      return answers;
    };
    const [stableAnswer] = await askedUntilShared(async () => [await cohortOf({ cookie: 'release_group=7' })]);
    expect(stableAnswer!.headers).toMatchObject({ 'x-site-cohort': 'stable', 'cache-control': expect.stringMatching(/^public/), xkey: 'cohorts' });
    purges();

    expect((await admin('POST', '/admin/releases/guides/canary', { version, percent: 50, reason: 'edge', actor: 'test' })).statusCode).toBe(200);
    await expectPurged('cohorts');
    const allGroups = () => Promise.all(Array.from({ length: 100 }, (_, group) => cohortOf({ cookie: `release_group=${group}` })));
    const answers = await askedUntilShared(allGroups);
    const canaryCohort = `canary:guides@${version}`;
    expect(new Set(answers.map((answer) => answer.headers['x-site-cohort']))).toEqual(new Set(['stable', canaryCohort]));
    expect(answers.filter((answer) => answer.headers['x-site-cohort'] === canaryCohort).length).toBe(50);
    expect(answers.every(shared)).toBe(true);
    // A visitor without a group gets one with the answer, which is for it alone; so is a crawler's.
    const newcomer = await cohortOf({});
    expect([newcomer.headers['cache-control'], String(newcomer.headers['set-cookie'])]).toEqual(['private, no-store', expect.stringMatching(/^release_group=\d+;/)]);
    expect((await cohortOf({ 'user-agent': 'Googlebot/2.1', cookie: 'release_group=7' })).headers).toMatchObject({ 'x-site-cohort': 'stable', 'cache-control': 'private, no-store' });

    // A canary visitor's page is kept under its cohort; asked with another cohort it is not kept at all.
    const group = answers.findIndex((answer) => answer.headers['x-site-cohort'] === canaryCohort);
    const page = (cohort: string) => viaCache('/guides/', cohort, { cookie: `release_group=${group}` });
    const inCohort = await page(canaryCohort);
    expect([/<h1[^>]*>([^<]+)/.exec(inCohort.body)?.[1], inCohort.headers['cache-control']]).toEqual(['Casino Ratgeber Vorschau', expect.stringMatching(/^public/)]);
    expect((await page('stable')).headers['cache-control']).toBe('no-cache');

    purges();
    expect((await admin('POST', '/admin/releases/guides/abort', { reason: 'edge', actor: 'test' })).statusCode).toBe(200);
    await expectPurged(`guides@${version} cohorts`);
    expect((await served()).guides).toBe(stable);
  });
  it('purges the catalogue’s pages on an import, and keeps the pages without catalogue data', async () => {
    const guide = '/guides/responsible-gambling';
    await t.app.inject(guide);
    await t.app.inject('/reviews/stake');
    purges();
    const imported = await t.app.inject({ method: 'POST', url: '/admin/import', headers: { authorization: `Bearer ${TOKEN}` }, payload: seedCatalogue() });
    expect(imported.statusCode).toBe(200);
    await expectPurged('catalogue');
    expect((await t.app.inject('/reviews/stake')).headers['x-page-cache']).toBe('miss');
    expect((await t.app.inject(guide)).headers['x-page-cache']).toBe('hit');
  });
});
