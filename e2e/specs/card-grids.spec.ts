import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allowNamedHelpers, siteInBrowser, waitForHydration } from '../support/browser';
import { orphanGaps, unalignedButtons } from '../support/card-rows';
import { PAGE_TYPES } from '../support/page-types';

/** A laptop, a small laptop, a tablet and a phone. */
const WIDTHS = [1280, 1024, 768, 375];
const PATHS = PAGE_TYPES.flatMap((type) => type.paths);

describe('rows of cards', () => {
  const site = siteInBrowser();

  it('line up the buttons they end in at 1280 px, on every page type in both languages', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await allowNamedHelpers(page);
    const failures: string[] = [];
    const compared: Record<string, number> = {};
    for (const path of PATHS) {
      await page.goto(`${site.server.url}${path}`);
      await waitForHydration(page);
      const { rows, findings } = await unalignedButtons(page);
      compared[path] = rows;
      if (findings.length) failures.push(`${path}:\n  ${findings.join('\n  ')}`);
    }
    await page.close();
    assert.deepEqual(failures, []);
    // The home page's casino and bonus cards and the bonus offers were compared, not skipped.
    for (const path of ['/', '/en', '/beste-casino-boni', '/en/best-casino-bonuses']) assert.ok(compared[path]! >= (path.includes('bon') ? 1 : 2), `${path}: ${compared[path]} rows compared`);
  });

  it('leave no empty cell in their last row (4 + 2 is a gap), on every page type in both languages', async () => {
    const failures: string[] = [];
    const page = await site.browser.newPage({ viewport: { width: WIDTHS[0]!, height: 800 } });
    await allowNamedHelpers(page);
    for (const path of PATHS) {
      await page.goto(`${site.server.url}${path}`);
      await waitForHydration(page);
      // The grids are CSS alone: a page laid out again at another width is the page loaded there.
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const findings = await orphanGaps(page);
        if (findings.length) failures.push(`${path} at ${width}px:\n  ${findings.join('\n  ')}`);
      }
    }
    await page.close();
    assert.deepEqual(failures, []);
  });
});
