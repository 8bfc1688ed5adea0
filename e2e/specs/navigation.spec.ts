import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { siteInBrowser, waitForHydration } from '../support/browser';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 667 };

/** Where the header ends and the section's heading starts, once the page has stopped moving. */
async function headingBelowHeader(page: Page, headingId: string): Promise<{ headerBottom: number; headingTop: number }> {
  await page.waitForFunction((id) => document.getElementById(id) !== null, headingId);
  let last = '';
  for (let still = 0; still < 5; ) {
    await page.waitForTimeout(200);
    const now = await page.evaluate((id) => `${document.getElementById(id)!.getBoundingClientRect().top}|${window.scrollY}`, headingId);
    still = now === last ? still + 1 : 0;
    last = now;
  }
  return page.evaluate((id) => ({
    headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
    headingTop: document.getElementById(id)!.getBoundingClientRect().top,
  }), headingId);
}

/** The section's heading is the first thing under the header: not hidden by it, not far below it. */
function assertLandsOnHeading(where: string, { headerBottom, headingTop }: { headerBottom: number; headingTop: number }) {
  assert.ok(headingTop >= headerBottom - 1 && headingTop <= headerBottom + 64, `${where}: heading at ${Math.round(headingTop)}px, header ends at ${Math.round(headerBottom)}px`);
}

describe('navigation', () => {
  const site = siteInBrowser();

  for (const viewport of [DESKTOP, PHONE]) {
    it(`stays visible while a long page scrolls, at ${viewport.width} px`, async () => {
      const page = await site.browser.newPage({ viewport });
      await page.goto(`${site.server.url}/reviews/stake`);
      await waitForHydration(page);
      await page.mouse.wheel(0, 3000);
      await page.waitForFunction(() => window.scrollY > 1000);
      const nav = await page.getByRole('navigation', { name: 'Hauptnavigation' }).boundingBox();
      assert.ok(nav && nav.y >= -1 && nav.y < 60, `navigation at ${JSON.stringify(nav)}`);
      await page.close();
    });
  }

  // Section links from other pages go to the home page, which is still loading its lists when it opens.
  for (const from of ['/about', '/reviews', '/casino-vergleich', '/reviews/stake', '/guides/']) {
    it(`takes "Boni" from ${from} to the bonus section's heading`, async () => {
      const page = await site.browser.newPage({ viewport: DESKTOP });
      await page.goto(`${site.server.url}${from}`);
      await waitForHydration(page);
      await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Boni', exact: true }).click();
      await page.waitForURL(/\/#bonuses$/);
      assertLandsOnHeading(from, await headingBelowHeader(page, 'bonuses-title'));
      await page.close();
    });
  }

  it('takes the footer\'s "Top Casinos" from the reviews index to the casino section\'s heading', async () => {
    const page = await site.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${site.server.url}/reviews`);
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Top Casinos' }).click();
    await page.waitForURL(/\/#casinos$/);
    assertLandsOnHeading('footer', await headingBelowHeader(page, 'casinos-title'));
    await page.close();
  });

  // "Nach oben" opened the home page from every other page.
  it('scrolls the current page to its top with "Nach oben", and stays on it', async () => {
    const page = await site.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${site.server.url}/casino-vergleich?lizenz=eu`);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 300);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Nach oben' }).click();
    await page.waitForFunction(() => window.scrollY === 0, undefined, { polling: 100 });
    const url = new URL(page.url());
    assert.equal(`${url.pathname}${url.search}${url.hash}`, '/casino-vergleich?lizenz=eu');
    await page.close();
  });

  it('takes "Back to top" by keyboard to the top, where the next Tab goes on from', async () => {
    const page = await site.browser.newPage({ viewport: PHONE });
    await page.goto(`${site.server.url}/en/reviews/stake`);
    await waitForHydration(page);
    const top = page.getByRole('contentinfo').getByRole('link', { name: 'Back to top' });
    await top.focus();
    await page.waitForFunction(() => window.scrollY > 1000);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.scrollY === 0, undefined, { polling: 100 });
    assert.equal(new URL(page.url()).pathname, '/en/reviews/stake');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.closest('header') !== null), true, 'the next Tab reaches the header');
    await page.close();
  });

  it('links "Nach oben" to the top of the page it is on, for visitors without scripts too', async () => {
    for (const path of ['/reviews/stake', '/en/about', '/']) {
      const html = await (await fetch(`${site.server.url}${path}`)).text();
      const href = html.match(/<a [^>]*href="([^"]*)"[^>]*>(?:Nach oben|Back to top)</)?.[1];
      assert.ok(href?.startsWith('#'), `${path}: "Nach oben" links to ${href}`);
      assert.match(html.slice(0, html.indexOf('<header')), new RegExp(`id="${href!.slice(1)}"`), `${path}: ${href} is at the top of the page`);
    }
  });

  it('takes "Casinos" from the phone menu to the casino section\'s heading', async () => {
    const page = await site.browser.newPage({ viewport: PHONE });
    await page.goto(`${site.server.url}/en/about`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Casinos', exact: true }).click();
    await page.waitForURL(/\/en#casinos$/);
    assertLandsOnHeading('phone menu', await headingBelowHeader(page, 'casinos-title'));
    await page.close();
  });
});

describe('the language switch on a page written in German only', () => {
  const site = siteInBrowser();

  it('says so in English and keeps the German page', async () => {
    const page = await site.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${site.server.url}/locations/berlin/online-casino`);
    await waitForHydration(page);
    await page.getByRole('button', { name: /^EN/ }).click();
    await page.getByRole('status').filter({ hasText: 'This page is available in German only.' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/locations/berlin/online-casino');
    assert.equal(await page.locator('html').getAttribute('lang'), 'de');
    await page.close();
  });
});
