import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { allowNamedHelpers, freshVisitor, siteInBrowser, waitForHydration } from '../support/browser';
import { arbitraryWordBreaks, sentencesInFigures } from '../support/text-layout';

/** The narrowest phones still in use; 375 and 414 are wider and break less. */
const PHONE = { width: 320, height: 640 };
const ERROR_PAGES = ['/no-such-page', '/en/no-such-page', '/reviews/no-such-casino'];

/** Every address the sitemaps list, in both languages. */
async function sitemapPaths(siteUrl: string): Promise<string[]> {
  const paths: string[] = [];
  for (const language of ['de', 'en']) {
    const xml = await (await fetch(`${siteUrl}/sitemap-${language}.xml`)).text();
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.push(new URL(loc!.replace(/&amp;/g, '&')).pathname);
  }
  return [...new Set(paths)];
}

/**
 * What breaks a phone layout, read in the page: the document wider than the screen, an element
 * reaching past the screen's edge (unless a container of its own scrolls sideways), and text
 * cut off by its box (overflow hidden or an ellipsis). Each finding names the element and its text.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewport) problems.push(`page is ${document.documentElement.scrollWidth}px wide`);
    const nameOf = (el: Element) => `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` class="${el.className.split(' ')[0]}"` : ''}> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    // Inside a container that scrolls sideways, or a fixed layer (the closed side menu waits off-screen), reaching out is allowed.
    const inOwnFrame = (el: Element): boolean => {
      for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.position === 'fixed' || (node !== el && (style.overflowX === 'auto' || style.overflowX === 'scroll'))) return true;
      }
      return false;
    };
    // Kept for screen readers only: inside a box clipped to nothing (`.visually-hidden`, a phone's hidden table header).
    const hiddenFromView = (el: Element): boolean => {
      for (let node: Element | null = el; node; node = node.parentElement) if (getComputedStyle(node).clip === 'rect(0px, 0px, 0px, 0px)') return true;
      return false;
    };
    const reachingOut: Element[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || hiddenFromView(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if ((box.right > viewport + 1 || box.left < -1) && !inOwnFrame(el)) reachingOut.push(el);
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      if (clips && el.scrollWidth > el.clientWidth + 1 && (el.textContent ?? '').trim()) problems.push(`${nameOf(el)} is cut off`);
    }
    // An element reaching out drags its ancestors along: name the innermost ones.
    for (const el of reachingOut.filter((el) => !reachingOut.some((other) => other !== el && el.contains(other))).slice(0, 8)) {
      const box = el.getBoundingClientRect();
      problems.push(`${nameOf(el)} reaches ${Math.round(box.left)}..${Math.round(box.right)}px`);
    }
    return problems;
  });
}

describe('layout on phones and laptops', () => {
  const site = siteInBrowser();

  it('no page scrolls sideways, cuts off its text, breaks a word at an arbitrary letter or squeezes a sentence into a figure tile, in either language', async () => {
    const paths = [...(await sitemapPaths(site.server.url)), ...ERROR_PAGES];
    assert.ok(paths.length > 40, `the sitemaps list ${paths.length} addresses`);
    const failures = new Map<string, string>();
    // Two tabs take turns through the addresses: a page mostly waits for its load and hydration.
    let next = 0;
    const tab = async () => {
      const page = await site.browser.newPage({ viewport: PHONE });
      await allowNamedHelpers(page);
      for (let path = paths[next++]; path !== undefined; path = paths[next++]) {
        await page.goto(`${site.server.url}${path}`);
        await waitForHydration(page);
        const problems = [...(await layoutProblems(page)), ...(await arbitraryWordBreaks(page)), ...(await sentencesInFigures(page))];
        if (problems.length) failures.set(path, `${path}:\n  ${problems.join('\n  ')}`);
      }
      await page.close();
    };
    await Promise.all([tab(), tab()]);
    assert.deepEqual(paths.flatMap((path) => failures.get(path) ?? []), []);
  });

  // A 760 px table in a 343 px box hid the rating, licence and play columns behind a scroll nobody sees.
  it('shows every casino of the top five with its name, bonus, rating, licence and play button inside the screen, still as a table', async () => {
    const failures: string[] = [];
    const page = await site.browser.newPage();
    for (const width of [320, 375, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', '/en']) {
        await page.goto(`${site.server.url}${path}`);
        await waitForHydration(page);
        const hidden = await page.evaluate(() => {
          const table = document.querySelector('#top-title')!.closest('section')!.querySelector('table')!;
          const viewport = document.documentElement.clientWidth;
          const problems: string[] = [];
          const rows = table.tBodies[0]!.rows;
          if (rows.length !== 5) problems.push(`${rows.length} rows`);
          for (const row of rows) {
            const parts = { name: row.querySelector('th a'), bonus: row.cells[1], rating: row.cells[3], licence: row.cells[4]?.querySelector('li'), play: row.querySelector('a[rel~="sponsored"]') };
            for (const [part, el] of Object.entries(parts)) {
              if (!el) {
                problems.push(`${row.cells[0]!.textContent}: no ${part}`);
                continue;
              }
              const box = el.getBoundingClientRect();
              // Seen means inside the screen and inside every box that could clip it (a sideways scroll).
              let clipped = box.left < 0 || box.right > viewport + 1;
              for (let node = el.parentElement; node && !clipped; node = node.parentElement) {
                if (getComputedStyle(node).overflowX === 'visible') continue;
                const frame = node.getBoundingClientRect();
                clipped = box.left < frame.left - 1 || box.right > frame.right + 1;
              }
              if (clipped || box.width === 0) problems.push(`${row.cells[0]!.textContent}: ${part} at ${Math.round(box.left)}..${Math.round(box.right)}px`);
            }
          }
          return problems;
        });
        // What a screen reader is told: Chromium's own accessibility tree still has the table, its header row and five rows of cells.
        const cdp = await page.context().newCDPSession(page);
        const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { nodeId: string; role?: { value: string }; name?: { value: string }; childIds?: string[] }[] };
        const byId = new Map(nodes.map((node) => [node.nodeId, node]));
        const caption = await page.locator('#top-title ~ * caption').textContent();
        const table = nodes.find((node) => node.role?.value === 'table' && node.name?.value === caption);
        const rowsOf = (node: (typeof nodes)[number]): (typeof nodes)[number][] =>
          (node.childIds ?? []).map((id) => byId.get(id)!).flatMap((child) => (child.role?.value === 'row' ? [child] : rowsOf(child)));
        const cellRoles = table ? rowsOf(table).map((row) => (row.childIds ?? []).map((id) => byId.get(id)!.role?.value).join(' ')) : [];
        if (cellRoles.length !== 6 || cellRoles.slice(1).some((roles) => roles !== 'rowheader cell cell cell cell cell')) hidden.push(`the table as read: ${JSON.stringify(cellRoles)}`);
        await cdp.detach();
        if (hidden.length) failures.push(`${path} at ${width}px:\n  ${hidden.join('\n  ')}`);
      }
    }
    await page.close();
    assert.deepEqual(failures, []);
  });

  it('shows the consent banner whole, with both buttons where a thumb can tap them', async () => {
    const context = await freshVisitor(site.browser, { viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/`);
    await waitForHydration(page);
    const banner = page.getByRole('dialog', { name: 'Datenschutz-Einstellungen' });
    const box = await banner.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width && box.y >= 0 && box.y + box.height <= PHONE.height, `banner at ${JSON.stringify(box)}`);
    for (const name of ['Akzeptieren', 'Ablehnen']) {
      const button = banner.getByRole('button', { name });
      const target = await button.boundingBox();
      assert.ok(target && target.x >= 0 && target.x + target.width <= PHONE.width && target.height >= 44, `${name} at ${JSON.stringify(target)}`);
      // Nothing lies over the button's centre.
      const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.textContent, [target.x + target.width / 2, target.y + target.height / 2]);
      assert.equal(hit?.trim(), name);
    }
    await banner.getByRole('button', { name: 'Ablehnen' }).click();
    await banner.waitFor({ state: 'detached' });
    await context.close();
  });
});
