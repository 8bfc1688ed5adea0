import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { siteInBrowser, waitForHydration } from '../support/browser';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 667 };

/** The focused element's accessible text and whether it lies inside the element with the given id. */
const focused = (page: Page, insideId: string) =>
  page.evaluate((id) => {
    const active = document.activeElement;
    return { text: (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim(), inside: document.getElementById(id)?.contains(active) ?? false };
  }, insideId);

describe('keyboard', () => {
  const site = siteInBrowser();

  for (const viewport of [DESKTOP, PHONE]) {
    // WCAG 2.4.7: the skip link stayed a 1×1 px square while it had focus.
    it(`shows the skip link, readable and uncovered, when the first Tab reaches it, at ${viewport.width} px`, async () => {
      const page = await site.browser.newPage({ viewport });
      await page.goto(`${site.server.url}/reviews/stake`);
      await waitForHydration(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
      assert.equal(await skip.evaluate((el) => el === document.activeElement), true, 'the first Tab reaches the skip link');
      const box = await skip.boundingBox();
      assert.ok(box && box.width >= 100 && box.height >= 24, `skip link is ${JSON.stringify(box)}`);
      assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height, `skip link at ${JSON.stringify(box)}`);
      // Nothing (the sticky header, the consent banner) lies over it.
      const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.textContent?.trim(), [box.x + box.width / 2, box.y + box.height / 2]);
      assert.equal(hit, 'Zum Inhalt springen');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'main');
      await page.close();
    });
  }

  // The phone menu is a modal dialog: Tab walked out of it into the page behind.
  it('keeps focus inside the open phone menu, and Escape returns it to the menu button', async () => {
    const page = await site.browser.newPage({ viewport: PHONE });
    await page.goto(`${site.server.url}/reviews/stake`);
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Menü öffnen' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await menu.waitFor();
    const first = await focused(page, 'mobile-menu');
    assert.equal(first.inside, true, 'opening moves focus into the menu');
    const stops = await menu.evaluate((el) => [...el.querySelectorAll('a[href], button:not([disabled])')].length);
    assert.ok(stops >= 5, `${stops} focusable controls in the menu`);

    const forward: string[] = [];
    for (let i = 0; i < stops; i++) {
      await page.keyboard.press('Tab');
      const now = await focused(page, 'mobile-menu');
      assert.equal(now.inside, true, `Tab ${i + 1} left the menu for "${now.text}"`);
      forward.push(now.text);
    }
    assert.equal(forward.at(-1), first.text, 'Tab from the last control cycles to the first');
    await page.keyboard.press('Shift+Tab');
    const last = await focused(page, 'mobile-menu');
    assert.equal(last.inside, true, `Shift+Tab from the first control left the menu for "${last.text}"`);
    assert.equal(last.text, forward.at(-2), 'Shift+Tab from the first control cycles to the last');

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    assert.equal(await toggle.evaluate((el) => el === document.activeElement), true, 'Escape returns focus to the menu button');
    await page.close();
  });
});
