import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { siteInBrowser, waitForHydration } from '../support/browser';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 667 };

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
});
