import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_TOKEN } from '../support/admin';
import { launchBrowser, waitForHydration } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { quietHoursIn } from '../../server/src/test-kit/german-rules';
import { importWhitelist } from '../support/advertising-rules';

const PHONE = { width: 375, height: 800 };
/** Far enough ahead for the server to start and the pages to be opened and checked before it. */
const EDGE_IN_SECONDS = 40;

const playLinks = (page: Page) => page.locator('main a[href^="/go/"]').count();
const notice = (page: Page) => page.getByRole('note');

/**
 * The German advertising rules (AD_RULES=de) in Chromium on a phone, in both languages: pages
 * open before the quiet hours start lose every call to action at the edge without a reload and
 * say when offers are shown; pages opened after it never had one; /go/ goes nowhere; and with
 * the rules off (the specified site) every play button is there at any hour.
 */
describe('the German advertising rules in the browser', () => {
  let rulesOn: RunningServer;
  let rulesOff: RunningServer;
  let browser: Browser;
  let edge: number;

  before(async () => {
    const quiet = quietHoursIn(EDGE_IN_SECONDS);
    edge = quiet.edge;
    [rulesOn, rulesOff, browser] = await Promise.all([startServer({ ADMIN_TOKEN, AD_RULES: 'de', AD_QUIET_HOURS: quiet.setting }), startServer({ ADMIN_TOKEN }), launchBrowser()]);
    await importWhitelist(rulesOn);
  });
  after(async () => {
    await browser?.close();
    await Promise.all([rulesOn?.stop(), rulesOff?.stop()]);
  });

  it('hides every call to action of open pages at the quiet hours\' edge, without a reload, in German and English', { timeout: 180_000 }, async () => {
    assert.ok(Date.now() < edge - 5_000, 'the servers started too late to see the pages before the edge');
    const pages = await Promise.all(
      ['/', '/en', '/casino-vergleich', '/en/best-casino-bonuses'].map(async (path) => {
        const page = await browser.newPage({ viewport: PHONE });
        await page.goto(`${rulesOn.url}${path}`);
        await waitForHydration(page);
        // A reload would lose this mark.
        await page.evaluate(() => Object.assign(window, { openedBefore: true }));
        return { path, page };
      }),
    );
    for (const { path, page } of pages) {
      assert.ok((await playLinks(page)) > 0, `${path} shows play buttons before the quiet hours`);
      assert.equal(await notice(page).count(), 0, `${path} says nothing of quiet hours before them`);
    }
    assert.ok(Date.now() < edge, 'the pages were checked after the edge');
    await new Promise((resolve) => setTimeout(resolve, edge - Date.now()));
    for (const { path, page } of pages) {
      await page.locator('main a[href^="/go/"]').first().waitFor({ state: 'detached', timeout: 15_000 });
      assert.equal(await playLinks(page), 0, `${path} has no play button after the edge`);
      await notice(page).waitFor({ timeout: 15_000 });
      assert.equal(await page.evaluate(() => (window as unknown as { openedBefore?: boolean }).openedBefore), true, `${path} was not reloaded`);
      assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= PHONE.width, `${path} fits a 375 px phone with the notice`);
    }
    assert.match(await notice(pages[0]!.page).innerText(), /Nach deutschem Recht zeigen wir Angebote, Bonuscodes und Links zu Online-Casinos täglich nur von \d\d:\d\d(:\d\d)? bis \d\d:\d\d(:\d\d)? Uhr/);
    assert.match(await notice(pages[1]!.page).innerText(), /Under German law we show offers, bonus codes and links to online casinos only from/);
    // The home page's bonus banner is a promotion: gone with the buttons.
    assert.equal(await pages[0]!.page.locator('#promo-title').count(), 0);
    // A bonus code is a call to action too.
    assert.equal(await pages[3]!.page.getByText('Bonus code:').count(), 0);
    await Promise.all(pages.map(({ page }) => page.close()));
  });

  it('serves pages opened in the quiet hours without any call to action or partner link, and /go/ goes nowhere', async () => {
    assert.ok(Date.now() >= edge, 'runs after the edge');
    for (const path of ['/', '/en', '/reviews/stake', '/beste-casino-boni']) {
      const html = await (await fetch(`${rulesOn.url}${path}`)).text();
      assert.doesNotMatch(html, /href="\/go\//, `${path} links no casino`);
      assert.match(html, /role="note"/, `${path} carries the neutral line`);
    }
    const go = await fetch(`${rulesOn.url}/go/stake?from=%2Fen`, { redirect: 'manual' });
    assert.equal(go.status, 451);
    assert.equal(go.headers.get('location'), null);
    assert.match(await go.text(), /Under German law \(GlüStV 2021 § 5\(3\)\) we show no offers for online casinos/);
  });

  it('shows every play button at any hour with the rules off, and no notice', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    for (const path of ['/', '/en']) {
      await page.goto(`${rulesOff.url}${path}`);
      await waitForHydration(page);
      assert.ok((await playLinks(page)) > 0);
      assert.equal(await notice(page).count(), 0);
    }
    await page.close();
  });
});
