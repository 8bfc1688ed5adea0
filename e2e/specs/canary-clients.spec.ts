import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildVariant } from '../../server/src/test-kit/build-variant';
import { servesCanary } from '../../server/src/releases/canary-choice';
import { ADMIN_TOKEN, admin, uploadBuild } from '../support/admin';
import { siteInBrowser, waitForHydration } from '../support/browser';
import { repoRoot } from '../support/server';

type History = { canary: { version: string } | null; audit: Array<{ action: string; reason: string }> };

const CANARY_GROUP = [...Array(100).keys()].find((group) => servesCanary('guides', group, 50))!;

/**
 * A canary's verdict needs many browsers, as the defaults ask (20 clients with errors): one
 * browser reloading a broken canary's page does not abort it, fifty distinct browsers do. Each
 * browser here has an address of its own, given the way a proxy in front of the servers gives
 * it (`X-Forwarded-For`, believed from loopback by default); each carries the canary group's
 * cookie, so every one of them is served the canary.
 */
describe('a broken canary seen by browsers with addresses of their own', () => {
  const site = siteInBrowser({ ADMIN_TOKEN, COUNTS_FLUSH_MS: '200', CANARY_MIN_VIEWS: '10', CANARY_ERROR_MARGIN: '20' });
  let builds: string;
  const history = async () => (await admin(site.server, '/admin/releases/guides')).body as unknown as History;

  before(async () => {
    builds = await mkdtemp(path.join(tmpdir(), 'casino-e2e-clients-'));
  });
  after(() => rm(builds, { recursive: true, force: true }));

  let broken = '';

  /**
   * One browser at `address` in the canary's group opens the guides page `times` times, each until
   * its error report is answered: whether the report was counted, or null for a page of the active
   * version. Such a page is served once the canary has been aborted, which can happen while a
   * browser is on its way: waiting for the report such a page never sends would only time out.
   * Served while the canary still runs, it fails the test. Five new browsers at once on a busy
   * machine may take several seconds for a page: the report gets 30 s.
   */
  async function browse(address: string, times: number) {
    const context = await site.browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } });
    await context.addCookies([{ name: 'release_group', value: String(CANARY_GROUP), url: site.server.url }]);
    const page = await context.newPage();
    const answers: Array<boolean | null> = [];
    for (let i = 0; i < times; i++) {
      const reported = page.waitForResponse((response) => response.url().endsWith('/api/client-errors'), { timeout: 30_000 });
      const document = await page.goto(`${site.server.url}/guides/`);
      if (!(await document!.text()).includes(`/_mf/guides/${broken}/`)) {
        reported.catch(() => undefined);
        assert.equal((await history()).canary, null, `${address} in the canary's group was served the active version while the canary ran`);
        answers.push(null);
        continue;
      }
      await waitForHydration(page);
      answers.push(((await (await reported).json()) as { counted: boolean }).counted);
    }
    await context.close();
    return answers;
  }

  it('is not aborted by one browser reloading it, and is by fifty', async () => {
    const { dir, version } = await buildVariant(repoRoot, 'guides', builds, {
      // The server renders it fine (so the gate lets it through); in the browser its remote entry throws.
      browserEntry: () => "throw new Error('broken canary');\n",
    });
    broken = version;
    assert.equal((await uploadBuild(site.server, 'guides', dir)).status, 200);
    assert.equal((await admin(site.server, '/admin/releases/guides/canary', { version: broken, percent: 50, reason: 'first look', actor: 'e2e' })).status, 200);

    // Every report of the one browser is counted (it was served the pages), and they decide nothing.
    assert.deepEqual(await browse('203.0.113.66', 15), Array(15).fill(true));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal((await history()).canary?.version, broken, 'one browser did not abort the canary');

    let browsers = 0;
    while ((await history()).canary && browsers < 50) {
      await Promise.all([0, 1, 2, 3, 4].map((n) => browse(`198.51.100.${browsers + n + 1}`, 1)));
      browsers += 5;
    }
    const { canary, audit } = await history();
    assert.equal(canary, null, `${browsers} browsers aborted the canary`);
    const abort = audit.find((entry) => entry.action === 'abort')!;
    const [, clients, failing] = /page views of (\d+) clients, (\d+) of them with errors\)/.exec(abort.reason) ?? [];
    // Every browser had the error; one whose report went uncounted (its view ticket timed out on a
    // busy machine) weighs as a client without errors, which only delays the abort.
    assert.ok(Number(failing) >= 20 && Number(clients) - Number(failing) <= 2, abort.reason);
    assert.ok(browsers >= 20, `not before twenty browsers: ${browsers}`);
  });
});
