import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildVariant } from './support/build-variant';
import { upload } from './support/release-testbed';
import { canShareDatabase, createTestApp, type TestApp } from './support/test-app';

const TOKEN = 'edge-cache-test-token-0123456789abcdef';
const seedFile = path.resolve(__dirname, '..', '..', 'seed', 'catalog.json');

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

  before(async () => {
    caches = [await purgeRecorder(), await purgeRecorder()];
    const settings = { adminToken: TOKEN, edgeMaxAge: 600, surrogateKeyHeader: 'xkey', edgePurgeUrls: caches.map((cache) => cache.url) };
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

  it('carries Cache-Control for shared caches and the surrogate keys of the apps that drew it and the catalogue', async () => {
    const review = await t.app.inject('/reviews/stake');
    expect(review.headers['cache-control']).toBe('public, max-age=0, s-maxage=600, stale-while-revalidate=30, stale-if-error=86400');
    const keys = String(review.headers.xkey).split(' ');
    expect(keys).toEqual(expect.arrayContaining(['app-shell', 'app-reviews', 'catalogue']));
    expect(keys).not.toContain('app-guides');
    // A guide shows no catalogue data.
    expect((await t.app.inject('/guides/responsible-gambling')).headers.xkey).toBe('app-shell app-guides');
    expect((await t.app.inject('/no-such-page')).headers['cache-control']).toBe('no-cache');
  });

  it('purges the released app’s pages on every shared cache before the step is answered, and keeps the other pages in the servers’ own caches', async () => {
    await t.app.inject('/reviews/stake');
    await t.app.inject('/guides/');
    purges();
    const { dir, version } = await buildVariant(t.config.appsRoot, 'guides', builds, { replace: ['Casino Ratgeber', 'Casino Ratgeber Kante'] });
    expect((await upload(t.app, TOKEN, 'guides', dir)).statusCode).toBe(200);
    expect(purges()).toEqual([[], []]);
    expect((await admin('POST', '/admin/releases/guides/activate', { version, reason: 'edge', actor: 'test' })).statusCode).toBe(200);
    expect(purges()).toEqual([[{ method: 'PURGE', keys: 'app-guides' }], [{ method: 'PURGE', keys: 'app-guides' }]]);

    expect((await t.app.inject('/reviews/stake')).headers['x-page-cache']).toBe('hit');
    const guides = await t.app.inject('/guides/');
    expect([guides.headers['x-page-cache'], /<h1[^>]*>([^<]+)/.exec(guides.body)?.[1]]).toEqual(['miss', 'Casino Ratgeber Kante']);
  });

  it('purges the catalogue’s pages on an import, and keeps the pages without catalogue data', async () => {
    const guide = '/guides/responsible-gambling';
    await t.app.inject(guide);
    await t.app.inject('/reviews/stake');
    purges();
    const imported = await t.app.inject({ method: 'POST', url: '/admin/import', headers: { authorization: `Bearer ${TOKEN}` }, payload: JSON.parse(readFileSync(seedFile, 'utf8')) });
    expect(imported.statusCode).toBe(200);
    expect(purges()).toEqual([[{ method: 'PURGE', keys: 'catalogue' }], [{ method: 'PURGE', keys: 'catalogue' }]]);
    expect((await t.app.inject('/reviews/stake')).headers['x-page-cache']).toBe('miss');
    expect((await t.app.inject(guide)).headers['x-page-cache']).toBe('hit');
  });
});
