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

  /**
   * Every page loaded once at 1280 px, its buttons compared there, then laid out again at each
   * width for its last rows (the grids are CSS alone: a page laid out again at another width is
   * the page loaded there). Both tests read this one tour; whichever runs first makes it.
   */
  let tour: Promise<{ unaligned: string[]; rowsCompared: Record<string, number>; gaps: string[] }> | undefined;
  const pagesToured = () =>
    (tour ??= (async () => {
      const page = await site.browser.newPage({ viewport: { width: WIDTHS[0]!, height: 800 } });
      await allowNamedHelpers(page);
      const found = { unaligned: [] as string[], rowsCompared: {} as Record<string, number>, gaps: [] as string[] };
      for (const path of PATHS) {
        await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
        await page.goto(`${site.server.url}${path}`);
        await waitForHydration(page);
        const { rows, findings } = await unalignedButtons(page);
        found.rowsCompared[path] = rows;
        if (findings.length) found.unaligned.push(`${path}:\n  ${findings.join('\n  ')}`);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          const gaps = await orphanGaps(page);
          if (gaps.length) found.gaps.push(`${path} at ${width}px:\n  ${gaps.join('\n  ')}`);
        }
      }
      await page.close();
      return found;
    })());

  it('line up the buttons they end in at 1280 px, on every page type in both languages', async () => {
    const { unaligned, rowsCompared } = await pagesToured();
    assert.deepEqual(unaligned, []);
    // The home page's casino and bonus cards and the bonus offers were compared, not skipped.
    for (const path of ['/', '/en', '/beste-casino-boni', '/en/best-casino-bonuses']) assert.ok(rowsCompared[path]! >= (path.includes('bon') ? 1 : 2), `${path}: ${rowsCompared[path]} rows compared`);
  });

  it('leave no empty cell in their last row (4 + 2 is a gap), on every page type in both languages', async () => {
    assert.deepEqual((await pagesToured()).gaps, []);
  });
});
