import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN_TOKEN, servedVersions } from '../support/admin';
import { axeViolations } from '../support/axe';
import { serverAndBrowser, waitForHydration } from '../support/browser';
import type { RunningServer } from '../support/server';

/** What a person's Chrome sends; the tests' headless Chromium says HeadlessChrome instead. */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const WINDOW_SECONDS = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The report's CSV as objects by column, the byte order mark and quotes taken off (no cell here holds a comma). */
function rowsOf(csv: string): Array<Record<string, string>> {
  const [header, ...lines] = csv.replace(/^\uFEFF/, '').trim().split('\r\n').map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
  return lines.map((cells) => Object.fromEntries(header!.map((name, column) => [name, cells[column] ?? ''])));
}

/**
 * Clicks on the site's play buttons in Chromium, and by script, in the click report: a person's
 * clicks counted with the page, placement and the app version that drew the page; a click again
 * within the repeat window filtered, one after it counted; the headless browser, a HEAD request,
 * a prefetch and a crawler filtered by reason. The console shows the same figures.
 */
describe('the click report, clicked in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let person: BrowserContext;
  let page: Page;
  const today = Date.now();
  const range = `from=${new Date(today - DAY_MS).toISOString().slice(0, 10)}&to=${new Date(today + DAY_MS).toISOString().slice(0, 10)}`;
  const report = async () => {
    const response = await fetch(`${server.url}/admin/reports/clicks.csv?${range}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
    assert.equal(response.status, 200);
    return rowsOf(await response.text());
  };
  const sum = (rows: Array<Record<string, string>>, kind: string) => rows.filter((row) => row.kind === kind).reduce((total, row) => total + Number(row.clicks), 0);

  /** Clicks a play button: a new tab asks /go/, which sends it on to the casino. */
  const play = async (on: Page, href: string) => {
    const redirect = on.context().waitForEvent('response', (response) => response.url().startsWith(`${server.url}/go/`));
    const opened = on.context().waitForEvent('page');
    await on.locator(`a[href="${href}"]`).first().click();
    const [response, tab] = await Promise.all([redirect, opened]);
    assert.deepEqual([response.status(), /^https:\/\//.test(response.headers().location ?? '')], [302, true]);
    await tab.close();
  };
  const hrefAt = (on: Page, position: number) => on.locator(`main a[href^="/go/"][href*="pos=${position}"]`).first().getAttribute('href') as Promise<string>;
  /** A browser context whose requests leave no further than this machine: the casinos' sites are not asked. */
  const visitor = (options: { userAgent?: string } = {}) =>
    browser.newContext({ ...options, viewport: { width: 1280, height: 900 }, proxy: { server: 'http://127.0.0.1:9', bypass: '127.0.0.1' } });

  before(async () => {
    ({ server, browser } = await serverAndBrowser({ ADMIN_TOKEN, COUNTS_FLUSH_MS: '200', CLICK_REPEAT_SECONDS: String(WINDOW_SECONDS) }));
    person = await visitor({ userAgent: CHROME });
    page = await person.newPage();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('counts a person’s clicks with page, placement and app version, filters robots, HEAD, prefetches and repeats, and measures clicks against page views', { timeout: 120_000 }, async () => {
    const versions = await servedVersions(server);
    await page.goto(`${server.url}/casino-vergleich`);
    await waitForHydration(page);
    const first = await hrefAt(page, 1);
    const firstCasino = first.slice('/go/'.length, first.indexOf('?'));
    await play(page, first);
    await play(page, first); // within the window: a repeat

    // An in-app navigation to another app's page: a page view of its own.
    const navigated = page.waitForRequest((request) => request.url().endsWith('/api/navigation'));
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Testberichte', exact: true }).click();
    await page.waitForURL(/\/reviews$/);
    assert.deepEqual((await navigated).postDataJSON(), { path: '/reviews' });
    await page.locator('main a[href^="/go/"][href*="pos=2"]').first().waitFor();
    const second = await hrefAt(page, 2);
    const secondCasino = second.slice('/go/'.length, second.indexOf('?'));
    await play(page, second);
    await page.waitForTimeout(WINDOW_SECONDS * 1000 + 500);
    await play(page, second); // after the window: counted again

    // The tests' own Chromium, as it comes: a robot.
    const headless = await visitor();
    const robotPage = await headless.newPage();
    await robotPage.goto(`${server.url}/casino-vergleich`);
    await waitForHydration(robotPage);
    assert.match(await robotPage.evaluate(() => navigator.userAgent), /HeadlessChrome/);
    await play(robotPage, first);
    await headless.close();

    // Scripts: HEAD, a prefetch and a crawler are sent on and filtered; a person's browser by script counts.
    const go = (method: string, headers: Record<string, string>) => fetch(`${server.url}/go/${firstCasino}?from=/casino-vergleich&pos=3`, { method, headers, redirect: 'manual' });
    const answers = await Promise.all([
      go('HEAD', { 'User-Agent': FIREFOX }),
      go('GET', { 'User-Agent': FIREFOX, 'Sec-Purpose': 'prefetch' }),
      go('GET', { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
    ]);
    answers.push(await go('GET', { 'User-Agent': FIREFOX }));
    assert.deepEqual(answers.map((answer) => [answer.status, answer.headers.get('location')?.startsWith('https://')]), answers.map(() => [302, true]));

    // Each server writes its counts every 200 ms here: wait until every click is in, then hold them to the figures.
    let rows = await report();
    for (const deadline = Date.now() + 15_000; sum(rows, 'clicks') + sum(rows, 'filtered') < 9 && Date.now() < deadline; rows = await report()) await page.waitForTimeout(200);
    const pick = (kind: string, columns: readonly string[]) =>
      rows.filter((row) => row.kind === kind).map((row) => Object.fromEntries(columns.map((column) => [column, row[column]]))).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    assert.deepEqual(pick('clicks', ['page', 'placement', 'casino', 'language', 'app', 'app_version', 'clicks']), [
      { page: '/casino-vergleich', placement: '1', casino: firstCasino, language: 'de', app: 'shell', app_version: versions.shell, clicks: '1' },
      { page: '/casino-vergleich', placement: '3', casino: firstCasino, language: 'de', app: 'shell', app_version: versions.shell, clicks: '1' },
      { page: '/reviews', placement: '2', casino: secondCasino, language: 'de', app: 'reviews', app_version: versions.reviews, clicks: '2' },
    ]);
    assert.deepEqual(pick('filtered', ['casino', 'filter_reason', 'clicks']), [
      { casino: firstCasino, filter_reason: 'head', clicks: '1' },
      { casino: firstCasino, filter_reason: 'prefetch', clicks: '1' },
      { casino: firstCasino, filter_reason: 'repeat', clicks: '1' },
      { casino: firstCasino, filter_reason: 'robot', clicks: '2' },
    ]);
    // The person's two page views; the headless browser's view is a robot's.
    assert.deepEqual(pick('page', ['page', 'clicks', 'page_views', 'click_through_rate']), [
      { page: '/casino-vergleich', clicks: '2', page_views: '1', click_through_rate: '2' },
      { page: '/reviews', clicks: '2', page_views: '1', click_through_rate: '2' },
    ]);
  });

  it('shows the same figures on the console, with an accessible chart per day', { timeout: 60_000 }, async () => {
    const consolePage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await consolePage.goto(`${server.url}/admin`);
    await consolePage.getByLabel('Admin token').fill(ADMIN_TOKEN);
    await consolePage.getByLabel('Admin token').press('Enter');
    await consolePage.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Clicks' }).click();
    await consolePage.getByRole('heading', { level: 1, name: 'Clicks on play buttons' }).waitFor();
    await consolePage.getByRole('heading', { level: 2, name: '4 counted clicks, 5 filtered' }).waitFor();
    await consolePage.getByRole('img', { name: /^Clicks per day from .*: 4 counted and 5 filtered in all; the table below has each day's figures\.$/ }).waitFor();
    const reviews = consolePage.getByRole('table', { name: 'Per page', exact: true }).getByRole('row').filter({ hasText: '/reviews' });
    assert.deepEqual(await reviews.getByRole('cell').allInnerTexts(), ['/reviews', 'de', '1', '2', '200.00 %']);
    assert.deepEqual(await axeViolations(consolePage), [], 'axe on the click report');
    await consolePage.close();
  });
});
