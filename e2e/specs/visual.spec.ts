import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { siteInBrowser, waitForHydration } from '../support/browser';
import { PAGE_TYPES } from '../support/page-types';
import { compareWithBaseline } from '../support/screenshots';

/** A phone and a laptop, each the first screen a visitor sees. */
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

/** The page as a visitor sees it once it has settled: hydrated, fonts loaded, no skeleton left, nothing moving. */
async function screenshotOf(browser: Browser, url: string, viewport: (typeof VIEWPORTS)[number]): Promise<Buffer> {
  const page = await browser.newPage({ viewport, reducedMotion: 'reduce' });
  try {
    await page.goto(url);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => document.fonts.status === 'loaded' && !document.querySelector('[data-skeleton]'));
    return await page.screenshot({ animations: 'disabled', caret: 'hide' });
  } finally {
    await page.close();
  }
}

// Layout breakage a visitor would notice (a block moved, a column gone, text spilling) fails here,
// page by page: every page type, both languages, on a phone and a laptop.
describe('what each page looks like', () => {
  const site = siteInBrowser();

  for (const type of PAGE_TYPES) {
    it(`${type.name} looks as it did at 375 and 1280 px, in both languages`, async () => {
      const differences: string[] = [];
      for (const [index, path] of type.paths.entries()) {
        for (const viewport of VIEWPORTS) {
          const name = `${type.name.replace(/\s+/g, '-')}-${index === 0 ? 'de' : 'en'}-${viewport.width}`;
          const difference = compareWithBaseline(name, await screenshotOf(site.browser, `${site.server.url}${path}`, viewport));
          if (difference) differences.push(difference);
        }
      }
      assert.deepEqual(differences, []);
    });
  }
});
