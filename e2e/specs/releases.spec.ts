import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import autocannon from 'autocannon';
import pg from 'pg';
import type { Browser } from 'playwright-core';
// The same variant maker the server's release tests use: a copy of the newest build, changed.
import { buildVariant } from '../../server/src/test-kit/build-variant';
import { ADMIN_TOKEN, admin, servedVersions, uploadBuild } from '../support/admin';
import { collectProblems, serverAndBrowser, waitForHydration } from '../support/browser';
import { repoRoot, startServer, type RunningServer } from '../support/server';

describe('releasing one remote', () => {
  let server: RunningServer;
  let browser: Browser;
  let builds: string;
  let original: string;
  let spring: string;
  before(async () => {
    builds = await mkdtemp(path.join(tmpdir(), 'casino-e2e-builds-'));
    ({ server, browser } = await serverAndBrowser({ ADMIN_TOKEN }));
    original = (await servedVersions(server)).guides!;
    const build = await buildVariant(repoRoot, 'guides', builds, { replace: ['Casino Ratgeber', 'Casino Ratgeber Frühling'] });
    spring = build.version;
    assert.equal((await uploadBuild(server, 'guides', build.dir)).status, 200);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await rm(builds, { recursive: true, force: true });
  });

  it('a new guides version shows in the browser, a rollback brings the old one back, reviews stay', async () => {
    const reviews = (await servedVersions(server)).reviews;
    const switched = await admin(server, '/admin/releases/guides/activate', { version: spring, reason: 'spring heading', actor: 'e2e' });
    assert.equal(switched.status, 200, JSON.stringify(switched.body));
    const page = await browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${server.url}/guides/`);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Casino Ratgeber Frühling' }).waitFor();
    await page.goto(`${server.url}/reviews/stake`);
    await page.getByRole('heading', { level: 1, name: `Stake Casino Test ${new Date().getFullYear()}` }).waitFor();
    assert.equal((await servedVersions(server)).reviews, reviews);

    assert.equal((await admin(server, '/admin/releases/guides/rollback', { reason: 'back', actor: 'e2e' })).status, 200);
    await page.goto(`${server.url}/guides/`);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Casino Ratgeber' }).waitFor();
    assert.equal((await servedVersions(server)).guides, original);
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('answers every request without error during ten switches under load', async () => {
    // Its types leave out what it returns besides the promise: the run, which stop() ends.
    const load = autocannon({
      url: server.url,
      connections: 50,
      // Until the ten switches are done (stopped below): a bound for a hang only.
      duration: 60,
      requests: [{ path: '/guides/' }, { path: '/reviews/stake' }, { path: '/' }, { path: '/api/casinos' }],
    }) as Promise<autocannon.Result> & { stop: () => void };
    for (let i = 0; i < 10; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const target = i % 2 === 0 ? { url: '/admin/releases/guides/activate', body: { version: spring, reason: `switch ${i}`, actor: 'e2e' } } : { url: '/admin/releases/guides/rollback', body: { reason: `switch ${i}`, actor: 'e2e' } };
      const result = await admin(server, target.url, target.body);
      assert.equal(result.status, 200, JSON.stringify(result.body));
    }
    load.stop();
    const result = await load;
    assert.ok(result.requests.total > 500, `load ran (${result.requests.total} requests)`);
    assert.equal(result.errors, 0);
    assert.equal(result.non2xx, 0);
    assert.equal((await servedVersions(server)).guides, original);
  });

  it('a remote whose assets hang in the browser shows its fallback; other routes keep working', async () => {
    const page = await browser.newPage();
    await page.route('**/_mf/guides/**', () => undefined); // never answered
    await page.goto(`${server.url}/reviews/stake`);
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Über uns' }).click();
    await page.getByRole('alert').getByText('Dieser Bereich kann gerade nicht geladen werden.').waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: 'CasinoVergleich' }).click();
    await page.getByRole('heading', { level: 1, name: 'Online Casinos im unabhängigen Vergleich' }).waitFor();
    await page.close();
  });
});

describe('two servers on one PostgreSQL', { skip: !process.env.DATABASE_URL && 'needs DATABASE_URL' }, () => {
  const schema = `e2e_${Date.now().toString(36)}`;
  const baseUrl = process.env.DATABASE_URL ?? '';
  const databaseUrl = `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const sql = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  let first: RunningServer;
  let second: RunningServer;
  let shared: string;
  before(async () => {
    await sql(`CREATE SCHEMA ${schema}`);
    shared = await mkdtemp(path.join(tmpdir(), 'casino-e2e-shared-'));
    // Nothing shared but the database: each server keeps its own copy of the release store.
    const env = { ADMIN_TOKEN, DATABASE_URL: databaseUrl };
    first = await startServer(env);
    second = await startServer(env);
  });
  after(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await sql(`DROP SCHEMA ${schema} CASCADE`);
    await rm(shared, { recursive: true, force: true });
  });

  it('both switch to an activated version within one second, and back', async () => {
    const { dir, version: summer } = await buildVariant(repoRoot, 'guides', shared, { replace: ['Casino Ratgeber', 'Casino Ratgeber Sommer'] });
    assert.equal((await uploadBuild(first, 'guides', dir)).status, 200);
    for (const step of [
      { url: '/admin/releases/guides/activate', body: { version: summer, reason: 'summer', actor: 'e2e' }, expect: summer },
      { url: '/admin/releases/guides/rollback', body: { reason: 'back', actor: 'e2e' }, expect: null },
    ]) {
      const before = (await servedVersions(second)).guides;
      const result = await admin(first, step.url, step.body);
      assert.equal(result.status, 200, JSON.stringify(result.body));
      const expected = step.expect ?? String(result.body.to);
      const started = Date.now();
      for (;;) {
        const [a, b] = await Promise.all([servedVersions(first), servedVersions(second)]);
        if (a.guides === expected && b.guides === expected) break;
        assert.ok(Date.now() - started < 1000, `both servers switched from ${before} to ${expected} within one second`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const html = await (await fetch(`${second.url}/guides/`)).text();
      assert.equal(html.includes('Casino Ratgeber Sommer'), expected === summer);
    }
  });
});
