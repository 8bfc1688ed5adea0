import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { servesCanary } from '../../server/src/releases/canary-choice';
import { buildVariant } from '../../server/src/test-kit/build-variant';
import { ADMIN_TOKEN, admin, uploadBuild } from '../support/admin';
import { serverAndBrowser, waitForHydration } from '../support/browser';
import { repoRoot, type RunningServer } from '../support/server';

interface History {
  canary: { version: string } | null;
  audit: Array<{ action: string; actor: string; reason: string | null }>;
}

/** A visitor's group that gets the guides canary at 50 %, and one that does not. */
const CANARY_GROUP = [...Array(100).keys()].find((group) => servesCanary('guides', group, 50))!;
const STABLE_GROUP = [...Array(100).keys()].find((group) => !servesCanary('guides', group, 50))!;

/**
 * Canaries judged by what visitors' phones measure. Each visitor agreed to statistics, opens the
 * guides page, opens and closes the menu, and leaves. The speed budget is small here (6 page
 * views a side) so that a few visits decide.
 */
describe('a canary judged by the speed of visitors’ phones', () => {
  let server: RunningServer;
  let browser: Browser;
  let builds: string;
  const history = async () => (await admin(server, '/admin/releases/guides')).body as unknown as History;

  before(async () => {
    builds = await mkdtemp(path.join(tmpdir(), 'casino-e2e-canary-speed-'));
    // A margin of 400 ms: a busy test machine (three spec files at once) once put an unchanged
    // rebuild's LCP at 470 ms against 220 ms, and the INP canary's LCP at 550 ms against 270 ms;
    // the INP canary's 700 ms of work per tap is well over it. Six page views each: the 75th
    // percentile of six moves only with two slow ones, as one slow page load of four once moved
    // it. Every browser here has the same address: one client may decide.
    const speed = { CANARY_MIN_VITALS: '6', CANARY_VITALS_MARGIN_MS: '400', VITALS_RATE_LIMIT: '1000', CANARY_MIN_CLIENTS: '1', CANARY_CLIENT_VIEWS: '1000' };
    ({ server, browser } = await serverAndBrowser({ ADMIN_TOKEN, COUNTS_FLUSH_MS: '200', ...speed }));
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await rm(builds, { recursive: true, force: true });
  });

  /**
   * One tab per side, kept from visit to visit: each visit is still a new page load, measured on
   * its own, and a tab that showed a page before costs Chromium a third of the processor time of
   * a new one. Each side's code is then in its tab's HTTP cache, as for a returning visitor.
   */
  const tabs = new Map<number, Promise<Page>>();
  const tabOf = (group: number) => {
    if (!tabs.has(group)) tabs.set(group, browser.newContext({ viewport: { width: 390, height: 844 } }).then((context) => context.newPage()));
    return tabs.get(group)!;
  };

  async function visit(group: number, consent: 'granted' | 'denied' = 'granted') {
    const page = await tabOf(group);
    await page.context().addCookies([
      { name: 'analytics_consent', value: consent, url: server.url },
      { name: 'release_group', value: String(group), url: server.url },
    ]);
    await page.goto(`${server.url}/guides/`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.keyboard.press('Escape');
    // Leaving the page sends its vitals.
    await page.goto('about:blank');
  }

  /**
   * One visitor of the canary and one of the active version at the same time: whatever else
   * keeps the machine busy then slows both alike, and the comparison stays fair.
   */
  const visitBothSides = () => Promise.all([visit(CANARY_GROUP), visit(STABLE_GROUP)]);

  /** A guides build with `code` run in the browser on every page, served to half the visitors. */
  async function startCanary(code: string) {
    const { dir, version } = await buildVariant(repoRoot, 'guides', builds, {
      browserEntry: (text) => `${text}\n;${code}\n`,
    });
    assert.equal((await uploadBuild(server, 'guides', dir)).status, 200);
    const started = await admin(server, '/admin/releases/guides/canary', { version, percent: 50, reason: 'first look', actor: 'e2e' });
    assert.equal(started.status, 200, JSON.stringify(started.body));
    // Unmeasured first visits: the canary's first page is rendered afresh and its code fetched
    // into the server's cache, which no visitor of a real canary's hundreds would notice.
    await visit(CANARY_GROUP, 'denied');
    await visit(STABLE_GROUP, 'denied');
    return version;
  }

  /** Visitors on both sides until the watch aborts the canary (or a minute has passed); the watch's reason. */
  async function visitUntilAborted(): Promise<string | null> {
    const deadline = Date.now() + 60_000;
    while ((await history()).canary && Date.now() < deadline) await visitBothSides();
    const { canary, audit } = await history();
    if (canary) return null;
    return audit.find((entry) => entry.action === 'mark-bad' && entry.actor === 'canary watch')?.reason ?? null;
  }

  it('keeps a rebuild with no change running', async () => {
    const version = await startCanary('/* rebuilt */');
    for (let i = 0; i < 8; i++) await visitBothSides();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const { canary, audit } = await history();
    assert.equal(canary?.version, version, `still running (the watch said: ${audit.find((entry) => entry.actor === 'canary watch')?.reason ?? 'nothing'})`);
    assert.equal((await admin(server, '/admin/releases/guides/abort', { reason: 'next one', actor: 'e2e' })).status, 200);
  });

  it('aborts a canary that adds 700 ms of work to every tap, for INP', async () => {
    // A page's INP is its slowest interaction: the tap on the menu button is enough (a slowed
    // Escape as well would only burn another 700 ms of the machine per visit).
    await startCanary("document.addEventListener('pointerdown', () => { const start = performance.now(); while (performance.now() - start < 700); }, true)");
    const reason = await visitUntilAborted();
    assert.match(reason ?? 'still running', /^speed budget exceeded: (.+; )?INP on phones was \d+ ms at the 75th percentile/);
  });

  it('aborts a canary that shifts the page after it loaded, for CLS', async () => {
    await startCanary(
      // Its remote entry runs while the page hydrates, after the page's load event.
      "setTimeout(() => { const block = document.createElement('div'); block.style.height = '400px'; document.body.prepend(block); }, 50)",
    );
    const reason = await visitUntilAborted();
    // The shift may delay the largest paint too; the reason then names both.
    assert.match(reason ?? 'still running', /^speed budget exceeded: (.+; )?CLS on phones was \d\.\d{3} at the 75th percentile/);
  });
});
