import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { ADMIN_TOKEN } from '../support/admin';
import { siteInBrowser, waitForHydration } from '../support/browser';
import { within } from '../../server/src/test-kit/within';

/**
 * The web vitals a visitor's browser measures reach the server once per page view, when the
 * visitor leaves the page, and only with consent; the library is loaded after the page, not
 * with it. What arrived is read where a release manager reads it: the console's speed table.
 */
describe('web vitals from the visitor’s browser', () => {
  const site = siteInBrowser({ ADMIN_TOKEN, COUNTS_FLUSH_MS: '200' });

  const withConsent = async (choice: 'granted' | 'denied', viewport: { width: number; height: number }): Promise<BrowserContext> => {
    const context = await site.browser.newContext({ viewport });
    await context.addCookies([{ name: 'analytics_consent', value: choice, url: site.server.url }]);
    return context;
  };
  const visit = async (context: BrowserContext, path: string) => {
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${site.server.url}${path}`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    return { page, requests };
  };
  /** The console's speed table of an app: each row's cells, by the row's name ("INP on phones"). */
  const speedOf = async (app: string): Promise<Map<string, string[]>> => {
    const signIn = await fetch(`${site.server.url}/admin/sign-in`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `token=${ADMIN_TOKEN}`, redirect: 'manual' });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const page = await (await fetch(`${site.server.url}/admin/apps/${app}`, { headers: { Cookie: cookie } })).text();
    const rows = [...page.matchAll(/<tr><th scope="row">([^<]+)<\/th>(.*?)<\/tr>/g)];
    return new Map(rows.map(([, name, cells]) => [name!, [...cells!.matchAll(/<td>(.*?)<\/td>/g)].map(([, cell]) => cell!.replace(/<[^>]+>/g, ''))]));
  };

  it('sends a phone page view’s LCP, INP, CLS, FCP and TTFB for the shell and the page’s app when the visitor leaves', async () => {
    const context = await withConsent('granted', { width: 390, height: 844 });
    const { page, requests } = await visit(context, '/reviews/stake');
    assert.ok(requests.some((url) => /\/web-vitals\.js$/.test(url)), 'the measuring code was loaded after consent');
    assert.ok(!requests.some((url) => url.endsWith('/api/vitals')), 'nothing is sent while the page is in view');
    // An interaction, for INP: the menu opens and closes.
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.keyboard.press('Escape');
    // The browser times an interaction up to the next frame it paints: a page left before that frame
    // never had the interaction, for any measuring code (a busy machine can delay it that long).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // Left at once after it: the interaction the library has not yet taken in (it waits for an idle moment) still counts.
    await page.goto('about:blank');

    let measured = new Map<string, string[]>();
    const arrived = await within(10_000, async () => {
      measured = await speedOf('reviews');
      return ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'].every((metric) => /\(1\)$/.test(measured.get(`${metric} on phones`)?.[0] ?? ''));
    });
    assert.ok(arrived !== null, `the console shows one phone page view for each web vital of the active reviews version: ${JSON.stringify([...measured])}`);
    assert.match(measured.get('LCP on phones')![0]!, /^\d+ ms (good|needs improvement|poor) \(1\)$/);
    assert.match(measured.get('CLS on phones')![0]!, /^\d\.\d{3} (good|needs improvement|poor) \(1\)$/);
    assert.equal(measured.get('LCP on desktops')![0], 'no page views');
    assert.match((await speedOf('shell')).get('LCP on phones')![0]!, /\(1\)$/);
    await context.close();
  });

  it('measures nothing without consent, and loads no measuring code', async () => {
    const context = await withConsent('denied', { width: 1280, height: 900 });
    const { page, requests } = await visit(context, '/reviews/stake');
    await page.goto('about:blank');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    assert.deepEqual(requests.filter((url) => /web-vitals|\/api\/vitals/.test(url)), []);
    assert.equal((await speedOf('reviews')).get('LCP on desktops')![0], 'no page views');
    await context.close();
  });
});
