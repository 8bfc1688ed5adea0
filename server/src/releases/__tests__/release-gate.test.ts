import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { AppName } from '../../core/apps';
import { RELEASES_CHANNEL } from '../registry';
import { checkoutCopy } from '../../test-kit/checkout-copy';
import { releaseTestbed, type ReleaseTestbed } from '../../test-kit/release-testbed';
import { buildsOncePerRun } from '../../test-kit/test-app';

/** The reviews index page (its server bundle), broken in the ways a careless build breaks it. */
const THROWING_PAGE: [string, string] = ["t('reviews.indexIntro')", 't((()=>{throw new Error("the index page is broken")})())'];
const NEW_DICTIONARY_KEY: [string, string] = ["'reviews.indexIntro'", "'reviews.indexIntroWinter'"];

describe('the release gate refuses builds a visitor would notice', () => {
  const bed = releaseTestbed();
  const { admin, served, publish, activate } = bed;

  /** Publishes a broken build (a variant, or a build of its own), checks and activates it; the refusal's reasons. */
  async function refusal(app: AppName, change: Parameters<ReleaseTestbed['variant']>[1] | { build: string }) {
    const before = await served();
    const dir = 'build' in change ? change.build : (await bed.variant(app, change)).dir;
    const version = path.basename(dir);
    await publish(app, dir);
    const check = await admin('POST', `/admin/releases/${app}/check`, { version });
    const refused = await activate(app, version);
    expect(refused.statusCode).toBe(409);
    expect(await served()).toEqual(before);
    const reasons = refused.json<{ reasons: string[] }>().reasons;
    expect(check.json<{ reasons: string[] }>().reasons).toEqual(reasons);
    return reasons;
  }

  it('a page that throws while rendering, naming app, version, route and error', async () => {
    const reasons = await refusal('reviews', { replace: THROWING_PAGE });
    expect(reasons).toContainEqual(expect.stringMatching(/^route "reviews-index" \(\/reviews\): reviews [0-9a-f]{12} failed while rendering: the index page is broken/));
    expect(reasons).toContainEqual(expect.stringMatching(/^route "reviews-index" \(\/en\/reviews\)/));
  });

  it('a route declared in routes.json that the module does not export', async () => {
    const reasons = await refusal('reviews', {
      manifest: (manifest) => ({ ...manifest, routes: [...manifest.routes, { id: 'reviews-winter', path: '/reviews-winter' }] }),
    });
    expect(reasons).toContainEqual(expect.stringMatching(/route "reviews-winter" \(\/reviews-winter\): reviews [0-9a-f]{12} lacks the route/));
  });

  it('a build that bundles its own React instead of sharing it (rebuilt with react left out of the shared map)', buildsOncePerRun, async () => {
    const checkout = await checkoutCopy(path.join(bed.builds, 'checkout'), ['mf-guides']);
    const config = path.join(checkout.root, 'webpack.common.js');
    const shared = await readFile(config, 'utf8');
    const withoutReact = shared.replace('for (const library of SHARED_LIBRARIES) {', "for (const library of SHARED_LIBRARIES.filter((l) => l.name !== 'react')) {");
    expect(withoutReact).not.toBe(shared);
    await writeFile(config, withoutReact);
    const { dir } = await checkout.build('mf-guides');
    const reasons = await refusal('guides', { build: dir });
    expect(reasons).toContainEqual('it does not consume react as a shared singleton: it bundles its own copy');
  });

  it('a build that uses a dictionary key the servers\' shared library lacks', async () => {
    const reasons = await refusal('reviews', { replace: NEW_DICTIONARY_KEY });
    expect(reasons).toContainEqual(expect.stringMatching(/route "reviews-index" \(\/reviews\): uses dictionary keys the servers' shared library does not have: reviews\.indexIntroWinter/));
  });

  it('a check run with another shared library than the servers run', async () => {
    await bed.t.app.db.query(
      `INSERT INTO server_runtimes (id, host, pid, libraries, shared_fingerprint) SELECT gen_random_uuid(), 'web-2', 4242, libraries, 'aaaabbbbccccdddd' FROM server_runtimes LIMIT 1`,
    );
    try {
      const reasons = await refusal('guides', { replace: ['Casino Ratgeber', 'Casino Ratgeber Winter'] });
      expect(reasons).toContainEqual(expect.stringMatching(/the server web-2 \(pid 4242\) runs @casino\/shared 1\.0\.0 built as aaaabbbbccccdddd, but this check runs with 1\.0\.0 built as [0-9a-f]{16}/));
    } finally {
      await bed.t.app.db.query("DELETE FROM server_runtimes WHERE host = 'web-2'");
    }
  });

  it('rolls back one step per call, never forward again; the audit trail pages', async () => {
    const first = (await served()).guides!;
    const versions: string[] = [];
    for (const name of ['Eins', 'Zwei']) {
      const { dir, version } = await bed.variant('guides', { replace: ['Casino Ratgeber', `Casino Ratgeber ${name}`] });
      versions.push(version);
      await publish('guides', dir);
    }
    const [one, two] = versions as [string, string];
    // Back and forth until the trail is longer than a page (20) by this test's own entries alone, then one → two.
    const backAndForth = [...Array.from({ length: 5 }, () => [...versions, first]).flat(), ...versions];
    for (const version of backAndForth) expect((await activate('guides', version)).statusCode).toBe(200);
    const rollback = () => admin('POST', '/admin/releases/guides/rollback', { reason: 'test', actor: 'test' });
    expect((await rollback()).json()).toMatchObject({ from: two, to: one });
    expect((await rollback()).json()).toMatchObject({ from: one, to: first });
    expect((await served()).guides).toBe(first);
    expect((await rollback()).json()).toMatchObject({ from: first, to: two });

    const page1 = (await admin('GET', '/admin/releases/guides')).json<{ audit: unknown[]; page: number; pages: number }>();
    expect(page1.audit).toHaveLength(20);
    expect(page1.pages).toBeGreaterThan(1);
    const last = (await admin('GET', `/admin/releases/guides?page=${page1.pages}`)).json<{ audit: Array<{ action: string }> }>();
    expect(last.audit.at(-1)).toMatchObject({ action: 'publish' });
  });
});

describe('a broken version that is live anyway', () => {
  const bed = releaseTestbed();
  let broken = '';
  before(async () => {
    const { dir, version } = await bed.variant('reviews', { replace: THROWING_PAGE });
    broken = version;
    await bed.publish('reviews', dir);
    // Past the gate, as a file changed on disk or a release from before the gate would be.
    await bed.t.app.db.query('UPDATE app_active_versions SET version = $1 WHERE app = $2', [broken, 'reviews']);
    await bed.t.app.db.notify(RELEASES_CHANNEL, `reviews@${broken}`);
    for (let i = 0; i < 100 && (await bed.served()).reviews !== broken; i++) await new Promise((r) => setTimeout(r, 20));
  });

  it('answers its broken page 500 with the fallback, never caches it, and the rest stays 200', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await bed.t.app.inject('/reviews');
      expect(response.statusCode).toBe(500);
      expect(response.headers['x-page-cache']).toBe('miss');
      expect(response.body).toContain('data-remote-fallback');
      expect(response.body).toMatch(/<footer/);
      expect(response.body).not.toMatch(/the index page is broken|data-msg|data-stck|node_modules|\/server\//);
      expect(response.body).toMatch(/"failedApps":\["reviews"\]/);
    }
    expect((await bed.t.app.inject('/reviews/stake')).statusCode).toBe(200);
  });

  it('counts its render failures against the broken version (what a canary is judged by)', async () => {
    await bed.t.app.inject('/reviews');
    await bed.t.app.versionCounts.flush(bed.t.app.db);
    const [failures] = await bed.t.app.db.query<{ count: number }>(
      "SELECT coalesce(sum(count), 0)::int AS count FROM app_version_counts WHERE app = 'reviews' AND version = $1 AND kind = 'server-render'",
      [broken],
    );
    expect(failures!.count).toBeGreaterThanOrEqual(3);
  });

  it('reports degraded on /health, naming app, version and route', async () => {
    await bed.t.app.inject('/reviews');
    const health = await bed.t.app.inject('/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({
      status: 'degraded',
      failing: [{ app: 'reviews', version: broken, route: 'reviews-index', kind: 'render', message: expect.stringContaining('the index page is broken') }],
    });
  });
});
