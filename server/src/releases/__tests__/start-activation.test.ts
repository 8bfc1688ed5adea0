import { cpSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { latestBuild } from '../active-versions';
import { APPS } from '../../core/apps';
import { buildVariant } from '../../test-kit/build-variant';
import { upload } from '../../test-kit/release-testbed';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const TOKEN = 'start-test-token-0123456789abcdef';
const HOUR = 3_600_000;

/**
 * `npm start` publishes and activates the checkout's newest builds (RELEASE_LATEST_BUILDS). Here the
 * checkout is a folder of its own whose builds the test makes and dates; a restart is the same
 * step the server takes at start.
 */
describe('npm start: a build goes live only when it is new content, newer than what is active', () => {
  let checkout: string;
  let t: TestApp;
  const guidesDist = () => path.join(checkout, 'mf-guides', 'dist');
  /** A guides build in the checkout with its heading changed, made at `builtAt`. */
  const checkoutBuild = async (heading: string, builtAt: Date) => {
    const { version } = await buildVariant(REPO_ROOT, 'guides', guidesDist(), { replace: ['Casino Ratgeber', `Casino Ratgeber ${heading}`] });
    await writeFile(path.join(guidesDist(), 'latest.json'), JSON.stringify({ version, builtAt: builtAt.toISOString() }));
    return version;
  };
  /** The version the guides team activates by hand, which a restart must not undo. */
  let operators = '';
  /** A restart; `log` gets the lines the server logs about each app. */
  const restart = async (log: string[] = []) => {
    await t.app.releases.activateBuilds({ latest: true }, (line) => log.push(line));
    await t.app.versions.load();
  };
  const servedGuides = async () => (await t.app.inject('/health')).json<{ versions: Record<string, string> }>().versions.guides;
  const admin = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${TOKEN}` }, payload });

  before(async () => {
    checkout = await mkdtemp(path.join(tmpdir(), 'casino-checkout-'));
    // Every app's newest build, as the checkout built it an hour ago.
    for (const { app, folder } of APPS) {
      const build = await latestBuild(REPO_ROOT, app);
      const dist = path.join(checkout, folder, 'dist');
      await mkdir(dist, { recursive: true });
      cpSync(build.dir, path.join(dist, build.version), { recursive: true });
      await writeFile(path.join(dist, 'latest.json'), JSON.stringify({ version: build.version, builtAt: new Date(Date.now() - HOUR).toISOString() }));
    }
    t = await createTestApp({ appsRoot: checkout, releaseLatestBuilds: true, adminToken: TOKEN });
  });
  after(async () => {
    await t?.close();
    await rm(checkout, { recursive: true, force: true });
  });

  it("never undoes an operator's activation made after the build", async () => {
    const build = await buildVariant(REPO_ROOT, 'guides', path.join(checkout, 'elsewhere'), { replace: ['Casino Ratgeber', 'Casino Ratgeber Team'] });
    operators = build.version;
    expect((await upload(t.app, TOKEN, 'guides', build.dir)).statusCode).toBe(200);
    expect((await admin('/admin/releases/guides/activate', { version: operators, reason: 'hotfix' })).statusCode).toBe(200);
    await restart();
    expect(await servedGuides()).toBe(operators);
  });

  it('never brings back a build older than the active version, even one never published', async () => {
    await checkoutBuild('Alt', new Date(Date.now() - 2 * HOUR));
    await restart();
    expect(await servedGuides()).toBe(operators);
  });

  it('activates a build made after the active version went live', async () => {
    const newer = await checkoutBuild('Neu', new Date());
    await restart();
    expect(await servedGuides()).toBe(newer);
    expect(/<h1[^>]*>([^<]+)/.exec((await t.app.inject('/guides/')).body)?.[1]).toBe('Casino Ratgeber Neu');
  });

  it('keeps the version an operator went back to when the unchanged checkout is built again, and says why for every app', async () => {
    const newest = await servedGuides();
    expect((await admin('/admin/releases/guides/activate', { version: operators, reason: 'back to the team build' })).statusCode).toBe(200);
    // `npm test` rebuilt the unchanged checkout: the same content gives the same version, built after the operator's step.
    const rebuilt = await checkoutBuild('Neu', new Date());
    expect(rebuilt).toBe(newest);
    const log: string[] = [];
    await restart(log);
    expect(await servedGuides()).toBe(operators);
    expect(log).toContain(
      `guides: ${operators} stays active: the newest build ${rebuilt} has the content of a version published before, and a start activates only content never published (an activation or rollback stands; npm run activate brings it back)`,
    );
    // One line per app, each saying what stays and why; nothing was activated.
    expect(log.map((line) => /^(\w+): \w{12} stays active: ./.exec(line)?.[1])).toEqual(APPS.map(({ app }) => app));
  });
});
