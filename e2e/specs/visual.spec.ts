import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { siteInBrowser, waitForHydration } from '../support/browser';
import { PAGE_TYPES } from '../support/page-types';
import { compareWithBaseline } from '../support/screenshots';

/** A phone and a laptop, each the first screen a visitor sees. */
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

/** The page as a visitor sees it once it has settled: hydrated, fonts loaded, no skeleton left, nothing moving. */
async function screenshotOf(tab: Page, url: string): Promise<Buffer> {
  await tab.goto(url);
  await waitForHydration(tab);
  await tab.waitForLoadState('networkidle');
  await tab.waitForFunction(() => document.fonts.status === 'loaded' && !document.querySelector('[data-skeleton]'));
  return tab.screenshot({ animations: 'disabled', caret: 'hide' });
}

// Layout breakage a visitor would notice (a block moved, a column gone, text spilling) fails here,
// page by page: every page type, both languages, on a phone and a laptop.
describe('what each page looks like', () => {
  const site = siteInBrowser();
  // One visitor per screen size, who opens page after page in one tab: a new tab (a new browser
  // profile, even) for each of the 80 pictures made Chromium start a renderer and compile the
  // scripts anew each time, three times the processor time of the page itself.
  const tabs = new Map<number, Page>();
  const tabWith = async (viewport: (typeof VIEWPORTS)[number]) => {
    if (!tabs.has(viewport.width)) tabs.set(viewport.width, await (await site.browser.newContext({ viewport, reducedMotion: 'reduce' })).newPage());
    return tabs.get(viewport.width)!;
  };

  for (const type of PAGE_TYPES) {
    it(`${type.name} looks as it did at 375 and 1280 px, in both languages`, async () => {
      const differences: string[] = [];
      for (const [index, path] of type.paths.entries()) {
        for (const viewport of VIEWPORTS) {
          const name = `${type.name.replace(/\s+/g, '-')}-${index === 0 ? 'de' : 'en'}-${viewport.width}`;
          const difference = compareWithBaseline(name, await screenshotOf(await tabWith(viewport), `${site.server.url}${path}`));
          if (difference) differences.push(difference);
        }
      }
      assert.deepEqual(differences, []);
    });
  }
});
