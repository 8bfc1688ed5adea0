import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { siteInBrowser, waitForHydration } from '../support/browser';
import { PAGE_TYPES } from '../support/page-types';
import { compareWithBaseline } from '../support/screenshots';

/** A phone and a laptop, each the first screen a visitor sees. */
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

/** The page as a visitor sees it once it has settled: hydrated, fonts loaded, no skeleton left, nothing moving. */
async function screenshotOf(context: BrowserContext, url: string): Promise<Buffer> {
  const page = await context.newPage();
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
  // One visitor per screen size, who opens page after page: a browser profile of its own for
  // each of the 80 pictures made Chromium start and compile everything anew each time (about
  // 1.8 s of processor time per picture). Each page still opens in a tab of its own.
  const visitors = new Map<number, BrowserContext>();
  const visitorWith = async (viewport: (typeof VIEWPORTS)[number]) => {
    if (!visitors.has(viewport.width)) visitors.set(viewport.width, await site.browser.newContext({ viewport, reducedMotion: 'reduce' }));
    return visitors.get(viewport.width)!;
  };

  for (const type of PAGE_TYPES) {
    it(`${type.name} looks as it did at 375 and 1280 px, in both languages`, async () => {
      const differences: string[] = [];
      for (const [index, path] of type.paths.entries()) {
        for (const viewport of VIEWPORTS) {
          const name = `${type.name.replace(/\s+/g, '-')}-${index === 0 ? 'de' : 'en'}-${viewport.width}`;
          const difference = compareWithBaseline(name, await screenshotOf(await visitorWith(viewport), `${site.server.url}${path}`));
          if (difference) differences.push(difference);
        }
      }
      assert.deepEqual(differences, []);
    });
  }
});
