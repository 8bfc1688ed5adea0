import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { servesCanary } from '../../server/src/releases/canary-choice';
import { buildVariant } from '../../server/src/test-kit/build-variant';
import { within } from '../../server/src/test-kit/within';
import { ADMIN_TOKEN, admin, uploadBuild } from '../support/admin';
import { serverAndBrowser, waitForHydration } from '../support/browser';
import { repoRoot, type RunningServer } from '../support/server';

type History = {
  canary: { version: string } | null;
  releases: Array<{ version: string; badReason: string | null }>;
  audit: Array<{ action: string; actor: string; fromVersion: string; toVersion: string; reason: string }>;
};

/**
 * A canary judged by what real browsers report: one whose browser code is broken is aborted
 * by the error budget, one that works is left running. The budget is small here (5 page views,
 * 20 percentage points) so a few visits decide.
 */
describe('a canary judged by its error rate in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let builds: string;
  const history = async () => (await admin(server, '/admin/releases/guides')).body as unknown as History;

  before(async () => {
    builds = await mkdtemp(path.join(tmpdir(), 'casino-e2e-canary-'));
    // Every browser here has the same address: one client may decide (server/src/releases/__tests__/canary-clients.test.ts weighs them).
    ({ server, browser } = await serverAndBrowser({ ADMIN_TOKEN, COUNTS_FLUSH_MS: '200', CANARY_MIN_VIEWS: '5', CANARY_ERROR_MARGIN: '20', CANARY_MIN_CLIENTS: '1', CANARY_CLIENT_VIEWS: '1000' }));
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await rm(builds, { recursive: true, force: true });
  });

  /**
   * New visitors (each a fresh browser profile, so each draws a group) open the guides page.
   * A visitor served `reporting` waits until the page has sent its error report.
   */
  async function visitGuides(visitors: number, reporting?: string) {
    const headings: string[] = [];
    for (let i = 0; i < visitors; i++) {
      const page = await browser.newPage();
      const reported = page.waitForResponse((response) => response.url().endsWith('/api/client-errors'), { timeout: 10_000 }).catch(() => null);
      await page.goto(`${server.url}/guides/`);
      await waitForHydration(page);
      if (reporting && (await page.content()).includes(`/_mf/guides/${reporting}/`)) assert.equal((await reported)?.status(), 202);
      // A region whose code did not load shows its fallback, without the page's heading.
      headings.push(await page.evaluate(() => document.querySelector('h1')?.textContent ?? ''));
      await page.close();
    }
    return headings;
  }

  /** Publishes a changed guides build and serves it to half the visitors; its version. */
  async function startCanary(change: Parameters<typeof buildVariant>[3]) {
    const { dir, version } = await buildVariant(repoRoot, 'guides', builds, change);
    assert.equal((await uploadBuild(server, 'guides', dir)).status, 200);
    const started = await admin(server, '/admin/releases/guides/canary', { version, percent: 50, reason: 'first look', actor: 'e2e' });
    assert.equal(started.status, 200, JSON.stringify(started.body));
    return version;
  }

  it('leaves a working canary running', async () => {
    const version = await startCanary({ replace: ['Casino Ratgeber', 'Casino Ratgeber Neu'] });
    const headings = await visitGuides(12);
    assert.ok(headings.includes('Casino Ratgeber Neu') && headings.includes('Casino Ratgeber'), `both versions were served: ${headings.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    assert.equal((await history()).canary?.version, version);
    assert.equal((await admin(server, '/admin/releases/guides/abort', { reason: 'next test', actor: 'e2e' })).status, 200);
  });

  it('aborts a canary whose browser code is broken, says why in the trail, and serves every visitor the active version', async () => {
    const broken = await startCanary({
      // The server renders it fine (so the gate lets it through); in the browser its remote entry throws.
      browserEntry: () => "throw new Error('broken canary');\n",
    });
    const deadline = Date.now() + 60_000;
    while ((await history()).canary && Date.now() < deadline) await visitGuides(2, broken);

    const { canary, audit, releases } = await history();
    assert.equal(canary, null, 'the canary was aborted');
    // It is marked bad, so it cannot go live by mistake.
    const [markedBad, abort] = audit;
    assert.equal(markedBad?.action, 'mark-bad');
    assert.equal(markedBad?.toVersion, broken);
    assert.match(releases.find((release) => release.version === broken)?.badReason ?? '', /^error budget exceeded/);
    assert.equal(abort?.action, 'abort');
    assert.equal(abort?.actor, 'canary watch');
    assert.equal(abort?.fromVersion, broken);
    assert.match(abort?.reason ?? '', new RegExp(`error budget exceeded: ${broken} had \\d+\\.\\d % \\(\\d+ errors in \\d+ page views of 1 client, 1 of them with errors\\) against 0\\.0 %`));
    // The server switches when it hears of the abort, a moment after it is recorded: from then on
    // every visitor, those of the canary's group too, gets the active version, working.
    const canaryGroup = [...Array(100).keys()].find((group) => servesCanary('guides', group, 50))!;
    const servedActive = async () => !(await (await fetch(`${server.url}/guides/`, { headers: { cookie: `release_group=${canaryGroup}` } })).text()).includes(`/_mf/guides/${broken}/`);
    assert.notEqual(await within(5000, servedActive), null, 'the canary’s group is served the active version within 5 s of the abort');
    const headings = await visitGuides(6);
    assert.deepEqual(new Set(headings), new Set(['Casino Ratgeber']));
  });
});
