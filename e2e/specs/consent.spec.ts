import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freshVisitor, serverAndBrowser, waitForHydration } from '../support/browser';
import { PAGE_TYPES } from '../support/page-types';
import type { RunningServer } from '../support/server';

const ANALYTICS_HOST = 'googletagmanager.com';

describe('consent and analytics', () => {
  let server: RunningServer;
  let browser: Browser;
  before(async () => {
    ({ server, browser } = await serverAndBrowser({ ANALYTICS_ID: 'G-TEST123' }));
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Records analytics requests; they are answered locally so nothing leaves this machine. */
  async function visit(path: string): Promise<{ page: Page; analytics: string[] }> {
    const context = await freshVisitor(browser);
    const page = await context.newPage();
    const analytics: string[] = [];
    await context.route(`**/*${ANALYTICS_HOST}*/**`, (route) => {
      analytics.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.goto(`${server.url}${path}`);
    await waitForHydration(page);
    return { page, analytics };
  }

  it('asks first, with accept and reject equally prominent, and loads nothing before a choice', async () => {
    const { page, analytics } = await visit('/');
    const banner = page.getByRole('dialog', { name: 'Datenschutz-Einstellungen' });
    await banner.waitFor();
    const accept = banner.getByRole('button', { name: 'Akzeptieren' });
    const reject = banner.getByRole('button', { name: 'Ablehnen' });
    const [a, r] = await Promise.all([accept.boundingBox(), reject.boundingBox()]);
    assert.ok(a && r);
    assert.ok(Math.abs(a.width - r.width) < 2 && Math.abs(a.height - r.height) < 2, 'same size');
    const style = (locator: typeof accept) => locator.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color].join());
    assert.equal(await style(accept), await style(reject));
    assert.deepEqual(analytics, []);
    await page.context().close();
  });

  it('is in every page’s HTML, the same bytes for every visitor, and never painted once a choice was made', async () => {
    const html = async (cookie?: string) => (await fetch(`${server.url}/reviews/stake`, { headers: cookie ? { cookie } : {} })).text();
    const [asked, denied, granted] = await Promise.all([html(), html('analytics_consent=denied'), html('language=en; analytics_consent=granted')]);
    assert.match(asked, /role="dialog" aria-labelledby="consent-title"/);
    assert.ok(asked === denied && asked === granted, 'a page does not depend on the consent cookie: any cache may keep it');

    // The banner's style as the parser puts it into the page, before any of the app's code ran.
    const styleAsParsed = async (context: BrowserContext) => {
      await context.addInitScript(() => {
        new MutationObserver((_changes, observer) => {
          const banner = document.querySelector('[aria-labelledby="consent-title"]');
          if (!banner) return;
          (window as unknown as { bannerAsParsed: string }).bannerAsParsed = getComputedStyle(banner).display;
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      await page.goto(`${server.url}/reviews/stake`);
      await waitForHydration(page);
      const display = await page.evaluate(() => (window as unknown as { bannerAsParsed?: string }).bannerAsParsed);
      return { page, display };
    };
    const fresh = await styleAsParsed(await freshVisitor(browser));
    assert.ok(fresh.display && fresh.display !== 'none', `a first visit sees the banner from the first paint (${fresh.display})`);
    await fresh.page.context().close();
    const answered = await styleAsParsed(await browser.newContext());
    assert.equal(answered.display, 'none', 'a visitor who answered never sees it painted');
    await answered.page.getByRole('contentinfo').waitFor();
    assert.equal(await answered.page.locator('[aria-labelledby="consent-title"]').count(), 0, 'once hydrated, the banner is gone');
    await answered.page.context().close();
  });

  // The banner's title was an h2 ahead of the page's own h1 on every page.
  it('leaves the page\'s own h1 the first heading while it is shown', async () => {
    for (const path of PAGE_TYPES.flatMap((type) => type.paths)) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      assert.match(html, /role="dialog" aria-labelledby="consent-title"/, `${path}: the banner is shown`);
      const headings = [...html.matchAll(/<h([1-6])\b|role="heading"/g)].map((match) => (match[1] ? `h${match[1]}` : 'role=heading'));
      assert.equal(headings[0], 'h1', `${path}: headings in order ${headings.slice(0, 3).join(', ')}`);
    }
  });

  it('loads analytics with IP anonymisation only after accepting, and remembers the choice', async () => {
    const { page, analytics } = await visit('/en');
    // The script's request reaches the route a moment after the tag's first entries: wait for it, not for them.
    const script = page.waitForRequest((request) => request.url().includes('id=G-TEST123'));
    await page.getByRole('button', { name: 'Accept' }).click();
    await script;
    await page.waitForFunction(() => Array.isArray(window.dataLayer) && window.dataLayer.length > 0);
    assert.ok(analytics.every((url) => url.includes('id=G-TEST123')), `only the configured tag was requested: ${analytics.join(', ')}`);
    const config = await page.evaluate(() => JSON.stringify((window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))));
    assert.match(config, /"anonymize_ip":true/);
    assert.match(config, /"page_view"/);
    await page.reload();
    await waitForHydration(page);
    assert.equal(await page.getByRole('dialog').count(), 0);
    await page.context().close();
  });

  it('loads nothing after rejecting, and the choice can be changed from the footer', async () => {
    const { page, analytics } = await visit('/');
    await page.getByRole('button', { name: 'Ablehnen' }).click();
    await page.reload();
    await waitForHydration(page);
    assert.equal(await page.getByRole('dialog').count(), 0);
    await page.getByRole('button', { name: 'Datenschutz-Einstellungen' }).click();
    await page.getByRole('dialog', { name: 'Datenschutz-Einstellungen' }).waitFor();
    assert.deepEqual(analytics, []);
    await page.context().close();
  });
});

describe('without a measurement id', () => {
  it('never loads analytics, even after accepting', async () => {
    const { server, browser } = await serverAndBrowser();
    try {
      const context = await freshVisitor(browser);
      const page = await context.newPage();
      const analytics: string[] = [];
      page.on('request', (request) => request.url().includes(ANALYTICS_HOST) && analytics.push(request.url()));
      await page.goto(`${server.url}/`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Akzeptieren' }).click();
      await page.reload();
      await waitForHydration(page);
      assert.deepEqual(analytics, []);
      assert.equal(await page.evaluate(() => window.dataLayer === undefined), true);
    } finally {
      await browser.close();
      await server.stop();
    }
  });
});

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}
