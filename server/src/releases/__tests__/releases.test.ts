import { readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { loadedServerBundles } from '../server-federation';
import { releaseTestbed } from '../../test-kit/release-testbed';

describe('releases through the admin endpoints', () => {
  const bed = releaseTestbed();
  const { admin, served, publish, activate } = bed;
  const h1 = async (url: string) => /<h1[^>]*>([^<]+)/.exec((await bed.t.app.inject(url)).body)?.[1];
  /** The version the first release publishes, which later tests ask for again. */
  let winter = '';

  it('serves the newest builds of every app after the first start', async () => {
    expect(Object.keys(await served()).sort()).toEqual(['guides', 'locations', 'newsletter', 'reviews', 'shell']);
  });

  it('publishes and activates a new guides version, rolls it back, and leaves reviews alone', async () => {
    const before = await served();
    const { dir, version } = await bed.variant('guides', { replace: ['Casino Ratgeber', 'Casino Ratgeber Winter'] });
    winter = version;
    expect((await publish('guides', dir)).statusCode).toBe(200);
    const switched = await activate('guides', version, 'winter heading');
    expect(switched.json()).toMatchObject({ from: before.guides, to: version });
    expect(await h1('/guides/')).toBe('Casino Ratgeber Winter');
    expect((await served()).reviews).toBe(before.reviews);
    expect(await h1('/reviews/stake')).toBe(`Stake Casino Test ${new Date().getFullYear()}`);

    const back = await admin('POST', '/admin/releases/guides/rollback', { reason: 'back to the known one', actor: 'test' });
    expect(back.json()).toMatchObject({ from: version, to: before.guides });
    expect(await h1('/guides/')).toBe('Casino Ratgeber');
    expect(await served()).toEqual(before);
  });

  it('keeps the served and the previous version set loaded and lets older ones (and every gate check) go', async () => {
    const federation = () => (globalThis as { __FEDERATION__?: { __INSTANCES__?: Array<{ name: string }> } }).__FEDERATION__?.__INSTANCES__ ?? [];
    const entryOf = (version: string) => path.join(bed.t.config.releasesDir, 'guides', version, 'server', 'remoteEntry.js');
    const versions: string[] = [];
    for (const season of ['Frühling', 'Sommer', 'Herbst', 'Winterende']) {
      const { dir, version } = await bed.variant('guides', { replace: ['Casino Ratgeber', `Casino Ratgeber ${season}`] });
      versions.push(version);
      await publish('guides', dir);
      expect((await activate('guides', version)).statusCode).toBe(200);
      expect(await h1('/guides/')).toBe(`Casino Ratgeber ${season}`);
    }
    expect(federation().filter((instance) => instance.name.startsWith('server_'))).toHaveLength(2);
    expect(federation().filter((instance) => instance.name.startsWith('gate_'))).toEqual([]);
    expect(versions.map((version) => loadedServerBundles().includes(entryOf(version)))).toEqual([false, false, true, true]);
    // A rollback to a version let go of loads it again.
    await activate('guides', versions[0]!);
    expect(await h1('/guides/')).toBe('Casino Ratgeber Frühling');
  });

  it('takes its routes from the active versions: a guides release adds a page, a rollback removes it', async () => {
    const { dir, version } = await bed.variant('guides', {
      manifest: (manifest) => ({ ...manifest, routes: [...manifest.routes, { id: 'about', path: '/ueber-uns' }] }),
    });
    expect((await bed.t.app.inject('/ueber-uns')).statusCode).toBe(404);
    await publish('guides', dir);
    expect((await activate('guides', version, 'new address for the about page')).statusCode).toBe(200);
    expect((await bed.t.app.inject('/ueber-uns')).statusCode).toBe(200);
    expect(await h1('/en/ueber-uns')).toBe('About Us');
    await admin('POST', '/admin/releases/guides/rollback', { reason: 'not yet', actor: 'test' });
    expect((await bed.t.app.inject('/ueber-uns')).statusCode).toBe(404);
  });

  it('keeps serving the assets of an older version for pages still open', async () => {
    const versions = await served();
    const manifest = JSON.parse(await readFile(path.join(bed.t.config.releasesDir, 'guides', winter, 'release.json'), 'utf8'));
    expect(versions.guides).not.toBe(winter);
    const old = await bed.t.app.inject(`/_mf/guides/${winter}/${manifest.browser.remoteEntry}`);
    expect(old.statusCode).toBe(200);
    expect(old.headers['cache-control']).toMatch(/immutable/);
    expect(old.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('refuses a version whose server bundle throws, and changes nothing', async () => {
    const before = await served();
    const { dir, version } = await bed.variant('guides', {
      rewrite: { 'server/remoteEntry.js': () => "throw new Error('boom at load');\n" },
    });
    await publish('guides', dir);
    const refused = await activate('guides', version);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reasons).toEqual([expect.stringMatching(/server bundle does not load: boom at load/)]);
    expect(await served()).toEqual(before);
    const history = (await admin('GET', '/admin/releases/guides')).json<{ audit: Array<{ action: string; toVersion: string }> }>();
    expect(history.audit[0]).toMatchObject({ action: 'refuse', toVersion: version });
  });

  it('refuses a version that does not expose the routes, or was built with another React', async () => {
    const noRoutes = await bed.variant('reviews', {
      manifest: (manifest) => ({ ...manifest, exposes: ['./pages'] }),
    });
    await publish('reviews', noRoutes.dir);
    expect((await activate('reviews', noRoutes.version)).json().reasons).toEqual([expect.stringMatching(/does not expose \.\/routes/)]);

    const otherReact = await bed.variant('reviews', {
      manifest: (manifest) => ({ ...manifest, shared: { ...manifest.shared, react: '18.3.1' } }),
    });
    await publish('reviews', otherReact.dir);
    const refused = (await activate('reviews', otherReact.version)).json<{ reasons: string[] }>().reasons;
    expect(refused).toContainEqual(expect.stringMatching(/built with react 18\.3\.1, but the server has 19\./));
  });

  it('never lets a published version change: other files under its name are refused', async () => {
    const { dir } = await bed.variant('guides', { replace: ['Casino Ratgeber', 'Something else'] });
    const renamed = path.join(path.dirname(dir), winter);
    await rm(renamed, { recursive: true, force: true });
    await rename(dir, renamed);
    const response = await publish('guides', renamed);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^the build's files give the version [0-9a-f]{12}, not ${winter}`));
  });

  it('keeps the audit trail append-only', async () => {
    const count = async () => (await bed.t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM release_audit'))[0]!.n;
    const total = await count();
    await bed.t.app.db.query('DELETE FROM release_audit');
    await bed.t.app.db.query("UPDATE release_audit SET reason = 'rewritten'");
    expect(await count()).toBe(total);
    expect((await bed.t.app.db.query("SELECT 1 FROM release_audit WHERE reason = 'rewritten'")).length).toBe(0);
  });

  it('refuses unknown apps and callers without the token', async () => {
    expect((await activate('payments', 'a1b2c3d4e5f6')).statusCode).toBe(409);
    expect((await bed.t.app.inject({ method: 'POST', url: '/admin/releases/guides/rollback', payload: { reason: 'x' } })).statusCode).toBe(401);
  });
});
