import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { collectProblems, problemsLoading, siteInBrowser, waitForHydration } from '../support/browser';

describe('in the browser', () => {
  const site = siteInBrowser();

  for (const path of ['/', '/en', '/guides/', '/en/guides/', '/about', '/en/about', '/reviews/stake', '/en/reviews/stake']) {
    it(`hydrates ${path} without console errors`, async () => {
      assert.deepEqual(await problemsLoading(site.browser, `${site.server.url}${path}`), []);
    });
  }

  it('paints the page before it asks for any script, then starts the scripts and hydrates', async () => {
    const page = await site.browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(`${site.server.url}/reviews/stake`);
    await waitForHydration(page);
    const { firstPaint, scripts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/_mf/')).map((entry) => entry.startTime),
    }));
    assert.ok(scripts.length > 0, 'the scripts were loaded');
    assert.ok(Math.min(...scripts) >= firstPaint, `a script was requested at ${Math.min(...scripts)} ms, before the first paint at ${firstPaint} ms`);
    await page.close();
  });

  it('switches language on a plain route: path, content and metadata follow', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/guides/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: /^EN/ }).first().click();
    await page.waitForURL(`${site.server.url}/en/guides/`);
    await page.getByRole('heading', { level: 1, name: 'Casino Guides' }).waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    assert.equal(await page.getAttribute('link[rel="canonical"]', 'href'), `${site.server.url}/en/guides/`);
    assert.equal(await page.getAttribute('meta[property="og:locale"]', 'content'), 'en_US');
    assert.equal(await page.evaluate(() => localStorage.getItem('language')), 'en');
    await page.close();
  });

  it('switches language on a review route and back', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/en/reviews/stake`);
    await waitForHydration(page);
    await page.getByRole('button', { name: /^DE/ }).first().click();
    await page.waitForURL(`${site.server.url}/reviews/stake`);
    await page.getByRole('heading', { level: 1, name: `Stake Casino Test ${new Date().getFullYear()}` }).waitFor();
    assert.match(await page.title(), /Stake Casino Test/);
    await page.close();
  });

  it('on the home path keeps the URL, remembers the choice, and the server renders it next time', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.server.url}/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: /^EN/ }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Online Casinos Compared Independently' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    assert.equal(await page.evaluate(() => localStorage.getItem('language')), 'en');
    const response = await page.reload();
    const html = (await response?.text()) ?? '';
    assert.match(html, /<html lang="en">/);
    await context.close();
  });

  it('switches language on the 404 page by adding the prefix', async () => {
    const page = await site.browser.newPage();
    const response = await page.goto(`${site.server.url}/unknown-page`);
    assert.equal(response?.status(), 404);
    await waitForHydration(page);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByRole('button', { name: /^EN/ }).first().click();
    await page.waitForURL(`${site.server.url}/en/unknown-page`);
    await page.close();
  });

  it('navigates client-side between apps and scrolls to the top', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/reviews/stake`);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Über uns' }).click();
    await page.getByRole('heading', { level: 1, name: 'Über uns' }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    // The head follows the client-side navigation: the About page's own German title.
    assert.equal(await page.title(), 'Über uns: Unabhängige Online-Casino-Tests seit 2018');
    await page.close();
  });

  it('keeps to the page\'s strict policy: styles hold through hydration and client-side navigation, nothing is refused', async () => {
    const page = await site.browser.newPage();
    await page.addInitScript(() => {
      const refused: string[] = [];
      (window as unknown as { refused: string[] }).refused = refused;
      document.addEventListener('securitypolicyviolation', (event) => refused.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const problems = collectProblems(page);
    await page.goto(`${site.server.url}/reviews/stake`);
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Über uns' }).click();
    await page.getByRole('heading', { level: 1, name: 'Über uns' }).waitFor();
    // The styles now live in the style element styled-components added: the dark theme and the
    // heading's own colour, not the browser's defaults.
    const styles = await page.evaluate(() => [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.querySelector('h1')!).color]);
    assert.ok(!['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)'].includes(styles[0]!), `body background ${styles[0]}`);
    assert.notEqual(styles[1], 'rgb(0, 0, 0)');
    assert.deepEqual(problems, []);
    assert.deepEqual(await page.evaluate(() => (window as unknown as { refused: string[] }).refused), []);
    await page.close();
  });

  it('adds the review structured data to the head and removes it when the review closes', async () => {
    const page = await site.browser.newPage();
    const reviewData = () =>
      page.evaluate(
        () => [...document.head.querySelectorAll('script[type="application/ld+json"]')].filter((s) => s.textContent?.includes('"Review"')).length,
      );
    await page.goto(`${site.server.url}/guides/`);
    await waitForHydration(page);
    assert.equal(await reviewData(), 0);
    await page.evaluate(() => {
      history.pushState(null, '', '/reviews/stake');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: `Stake Casino Test ${new Date().getFullYear()}` }).waitFor();
    assert.equal(await reviewData(), 1);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Casino Ratgeber' }).waitFor();
    assert.equal(await reviewData(), 0);
    await page.close();
  });

  it('on a phone the slide-in menu opens and closes after a link is chosen', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/guides/`);
    await waitForHydration(page);
    assert.equal(await page.getByRole('link', { name: 'Testberichte' }).isVisible(), false);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await menu.waitFor();
    await menu.getByRole('link', { name: 'Boni' }).click();
    await menu.waitFor({ state: 'hidden' });
    await page.waitForURL(`${site.server.url}/#bonuses`);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('dialog', { name: 'Menü' }).getByRole('button', { name: /^EN/ }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden' });
    await context.close();
  });
});
