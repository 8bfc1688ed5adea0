import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN_TOKEN, admin } from '../support/admin';
import { collectProblems, siteInBrowser, waitForHydration } from '../support/browser';

const LABEL = 'Bonus holen';
/** What a person's Chrome sends: the headless one's clicks are a robot's, counted for nobody. */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * An experiment as a visitor meets it in Chromium: one who agreed on the consent banner and
 * whose release group is in variant b sees the variant on the server's page, the page hydrates
 * without a mismatch, the variant stays when the browser draws the home page itself after a
 * visit elsewhere, and a click on a play button counts for variant b; one who declined sees the
 * page as it is and gets no cookie for it.
 */
describe('an experiment on the home page, in the browser', () => {
  const site = siteInBrowser({ ADMIN_TOKEN });

  /** The play buttons' words in the home page's toplist, and whether the button comes right after the name. */
  const toplist = (page: Page) =>
    page.evaluate(() => {
      const table = document.querySelector('main table')!;
      const rows = [...table.querySelectorAll('tbody tr')];
      return { labels: rows.map((row) => row.querySelector('a[href^="/go/"]')?.textContent ?? ''), playFirst: rows.every((row) => row.children[1]?.querySelector('a[href^="/go/"]') !== null) };
    });

  it('shows the variant from the server on, through hydration and the browser’s own navigation, and counts its clicks for it', { timeout: 120_000 }, async () => {
    const started = await admin(site.server, '/admin/experiments', { page: '/', name: 'Home toplist', horizon: 100, variants: [{ share: 50 }, { share: 50, label: LABEL, button: 'start' }] });
    assert.equal(started.status, 200, JSON.stringify(started.body));
    const id = started.body.id as number;
    let group = -1;
    for (let candidate = 0; candidate < 100 && group < 0; candidate++) {
      const answer = await fetch(`${site.server.url}/api/cohort`, { headers: { cookie: `release_group=${candidate}; analytics_consent=granted` } });
      if (answer.headers.get('x-site-cohort') === `stable+xp${id}:b`) group = candidate;
    }
    assert.ok(group >= 0, 'no release group is shown variant b');

    const context = await site.browser.newContext({ userAgent: CHROME, viewport: { width: 1280, height: 900 }, proxy: { server: 'http://127.0.0.1:9', bypass: '127.0.0.1' } });
    await context.addCookies([
      { name: 'release_group', value: String(group), url: site.server.url },
      { name: 'analytics_consent', value: 'granted', url: site.server.url },
    ]);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.server.url}/`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const shown = await toplist(page);
    assert.deepEqual(shown, { labels: shown.labels.map(() => LABEL), playFirst: true });
    assert.ok(shown.labels.length > 0);
    assert.deepEqual(problems, [], 'the variant hydrates as the server drew it');

    // Elsewhere, then home again, drawn by the browser from the page's state: the same variant, no request for it.
    await page.locator('header nav a[href="/casino-vergleich"]').first().click();
    await page.waitForURL(`${site.server.url}/casino-vergleich`);
    assert.equal(await page.locator(`main a[href^="/go/"]:text-is("${LABEL}")`).count(), 0, 'the comparison is not the placement');
    await page.locator('header nav a[href="/"]').first().click();
    await page.waitForURL(`${site.server.url}/`);
    await page.locator('main table a[href^="/go/"]').first().waitFor();
    assert.deepEqual((await toplist(page)).labels.every((label) => label === LABEL), true);

    const opened = context.waitForEvent('page');
    await page.locator('main table a[href^="/go/"]').first().click();
    await (await opened).close();
    const listed = await admin(site.server, '/admin/experiments');
    const comparison = (listed.body.experiments as Array<{ experiment: { id: number }; variants: Array<{ key: string; clicks: number }> }>).find((c) => c.experiment.id === id)!;
    assert.deepEqual(comparison.variants.map((v) => [v.key, v.clicks]), [['a', 0], ['b', 1]]);

    // A visitor who declined sees the page as it is, and gets no cookie for the experiment.
    const declined = await site.browser.newContext();
    await declined.addCookies([{ name: 'analytics_consent', value: 'denied', url: site.server.url }]);
    const other = await declined.newPage();
    await other.goto(`${site.server.url}/`);
    await waitForHydration(other);
    assert.deepEqual((await toplist(other)).labels.includes(LABEL), false);
    assert.equal((await declined.cookies()).some((cookie) => cookie.name === 'release_group'), false);
    await Promise.all([context.close(), declined.close()]);
    assert.equal((await admin(site.server, `/admin/experiments/${id}/end`, {})).status, 200);
  });
});
