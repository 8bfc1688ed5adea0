import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { siteInBrowser, waitForHydration } from '../support/browser';
import { pageScriptsOf } from '../support/html';

const FALLBACK = 'Dieser Bereich kann gerade nicht geladen werden.';

/**
 * A page's own chunk (its text and template, loaded after the app's entry) that is damaged or
 * never arrives must not freeze the page: it hydrates with the fallback in that region, and a
 * client navigation to it ends in the fallback with a retry instead of "loading" forever.
 */
describe('a page chunk that is broken or hangs', () => {
  const site = siteInBrowser();

  /** The reviews app's scripts a page of it preloads: its entry and exposed module. Everything else it loads is a page chunk. */
  async function preloadedReviewScripts(path: string): Promise<Set<string>> {
    const html = await (await fetch(`${site.server.url}${path}`)).text();
    return new Set(pageScriptsOf(html).preloads.filter((href) => href.startsWith('/_mf/reviews/')));
  }

  async function onPageChunks(page: Page, preloaded: Set<string>, handle: (route: Route) => Promise<void>) {
    await page.route('**/_mf/reviews/**/*.js', async (route) => {
      const { pathname } = new URL(route.request().url());
      if (preloaded.has(pathname)) return route.continue();
      return handle(route);
    });
  }

  it('a truncated page chunk on first load: the page hydrates, its region shows the fallback, the rest works', async () => {
    const page = await site.browser.newPage();
    await onPageChunks(page, await preloadedReviewScripts('/reviews/stake'), async (route) => {
      const body = await (await route.fetch()).text();
      await route.fulfill({ contentType: 'application/javascript', body: body.slice(0, Math.floor(body.length / 2)) });
    });
    await page.goto(`${site.server.url}/reviews/stake`);
    await waitForHydration(page);
    await page.getByRole('alert').getByText(FALLBACK).waitFor();
    await page.getByRole('button', { name: /^EN/ }).first().click();
    await page.waitForURL(`${site.server.url}/en/reviews/stake`);
    await page.close();
  });

  it('a page chunk that never arrives on client navigation: the fallback within seconds, and retry loads it', async () => {
    const page = await site.browser.newPage();
    let hang = false;
    const held: Route[] = [];
    await onPageChunks(page, await preloadedReviewScripts('/reviews'), async (route) => {
      // Held unanswered until the network "comes back"; the browser itself would wait two minutes.
      if (hang) held.push(route);
      else await route.continue();
    });
    await page.goto(`${site.server.url}/reviews`);
    await waitForHydration(page);
    hang = true;
    await page.getByRole('link', { name: /Testbericht lesen: Stake/ }).first().click();
    const started = Date.now();
    await page.getByRole('alert').getByText(FALLBACK).waitFor({ timeout: 15_000 });
    assert.ok(Date.now() - started < 10_000, `the fallback took ${Date.now() - started} ms`);
    hang = false;
    await Promise.all(held.map((route) => route.continue()));
    await page.getByRole('alert').getByRole('button').click();
    await page.getByRole('heading', { level: 1, name: `Stake Casino Test ${new Date().getFullYear()}` }).waitFor();
    await page.close();
  });
});
