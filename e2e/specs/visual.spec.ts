import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { allowNamedHelpers, siteInBrowser, waitForHydration } from '../support/browser';
import { PAGE_TYPES, type PageType } from '../support/page-types';
import { compareWithBaseline } from '../support/screenshots';
import { arbitraryWordBreaks, sentencesInFigures } from '../support/text-layout';

/** A phone and a laptop, each the first screen a visitor sees. */
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

/** What one page type shows at each screen size: how its pictures differ from the baselines, and the text it sets badly. */
interface Seen {
  differences: string[];
  textProblems: string[];
}

// Layout breakage a visitor would notice (a block moved, a column gone, text spilling) fails here,
// page by page: every page type, both languages, on a phone and a laptop. The same visit reads
// the page's words too, so each page is loaded once per screen size for both.
describe('what each page looks like', () => {
  const site = siteInBrowser();
  // One visitor per screen size, who opens page after page in one tab: a new tab (a new browser
  // profile, even) for each of the 80 pictures made Chromium start a renderer and compile the
  // scripts anew each time, three times the processor time of the page itself.
  const tabs = new Map<number, Page>();
  const tabWith = async (viewport: (typeof VIEWPORTS)[number]) => {
    if (!tabs.has(viewport.width)) {
      const tab = await (await site.browser.newContext({ viewport, reducedMotion: 'reduce' })).newPage();
      await allowNamedHelpers(tab);
      tabs.set(viewport.width, tab);
    }
    return tabs.get(viewport.width)!;
  };

  /** The page as a visitor sees it once it has settled: hydrated, fonts loaded, no skeleton left, nothing moving. */
  const settled = async (tab: Page, url: string) => {
    await tab.goto(url);
    await waitForHydration(tab);
    await tab.waitForLoadState('networkidle');
    await tab.waitForFunction(() => document.fonts.status === 'loaded' && !document.querySelector('[data-skeleton]'));
  };

  const seen = new Map<string, Promise<Seen>>();
  const seeing = (type: PageType) => {
    if (!seen.has(type.name)) {
      seen.set(type.name, (async () => {
        const found: Seen = { differences: [], textProblems: [] };
        for (const [index, path] of type.paths.entries()) {
          // The phone's tab and the laptop's load the page at the same time: each mostly waits.
          const views = await Promise.all(
            VIEWPORTS.map(async (viewport) => {
              const tab = await tabWith(viewport);
              await settled(tab, `${site.server.url}${path}`);
              const name = `${type.name.replace(/\s+/g, '-')}-${index === 0 ? 'de' : 'en'}-${viewport.width}`;
              const difference = compareWithBaseline(name, await tab.screenshot({ animations: 'disabled', caret: 'hide' }));
              const problems = [...(await arbitraryWordBreaks(tab)), ...(await sentencesInFigures(tab))];
              return { difference, problems: problems.length ? `${path} at ${viewport.width}px:\n  ${problems.join('\n  ')}` : null };
            }),
          );
          for (const { difference, problems } of views) {
            if (difference) found.differences.push(difference);
            if (problems) found.textProblems.push(problems);
          }
        }
        return found;
      })());
    }
    return seen.get(type.name)!;
  };

  for (const type of PAGE_TYPES) {
    it(`${type.name} looks as it did at 375 and 1280 px, in both languages`, async () => {
      assert.deepEqual((await seeing(type)).differences, []);
    });

    // "Willkomme|nsbonus" reads as two wrong words: a word breaks at a syllable, with a hyphen, or not at all.
    it(`${type.name} breaks words only at a syllable or a hyphen and sets no sentence in a figure tile, at 375 and 1280 px, in both languages`, async () => {
      assert.deepEqual((await seeing(type)).textProblems, []);
    });
  }
});
