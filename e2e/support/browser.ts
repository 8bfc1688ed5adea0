import { existsSync } from 'node:fs';
import { after, before } from 'node:test';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { siteServer, startServer, type RunningServer } from './server';

/**
 * Chromium's headless shell (Debian package `chromium-headless-shell`): the same Chromium, the same
 * Blink and V8, without the desktop browser's window and profile machinery that a headless run
 * never shows. It is what Playwright itself runs for headless tests. Every spec passes on either;
 * the shell took 17 % less processor time for the whole browser run (461 against 558 CPU-seconds,
 * measured one after the other), mostly in the browser process. Without it, the full Chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Throws, saying what to install, when there is no Chromium to launch (checked before the specs start). */
export function assertChromium(): void {
  if (!existsSync(CHROMIUM)) throw new Error(`the browser tests need Chromium at ${CHROMIUM}: install it (Debian: apt-get install chromium-headless-shell, or chromium) or set CHROMIUM_PATH`);
}

/**
 * Chromium features the tests turn off, on top of those Playwright turns off (its list, repeated:
 * Chromium keeps only the last `--disable-features` it is given). Each of the last four made every
 * new browser profile start a renderer the page never uses: a spare renderer kept for a profile that
 * is never used again, and the address bar's popup, drawn in a renderer of its own even when no
 * window is shown. Per new tab that halves the processor time (3.7 to 1.9 CPU-seconds, measured).
 */
const DISABLED_FEATURES = [
  ...['AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable', 'LensOverlay', 'MediaRouter', 'PaintHolding'],
  ...['ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect', 'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch'],
  ...['SpareRendererForSitePerProcess', 'WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'],
];

/** How the tests start Chromium: headless, without the sandbox (CI runs as root), and without calls home. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

const untouched = new WeakMap<Browser, (options?: BrowserContextOptions) => Promise<BrowserContext>>();

/**
 * Most tests act as a visitor who has already answered the consent banner (declined), so it
 * does not cover what they click; the consent test itself asks for a fresh visitor.
 */
export async function launchBrowser(): Promise<Browser> {
  assertChromium();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  const newContext = browser.newContext.bind(browser);
  untouched.set(browser, newContext);
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    await context.addCookies([{ name: 'analytics_consent', value: 'denied', domain: '127.0.0.1', path: '/' }]);
    return context;
  };
  browser.newPage = async (options?: BrowserContextOptions) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    page.on('close', () => void context.close().catch(() => undefined));
    return page;
  };
  return browser;
}

/** A visitor who has never made a consent choice. */
export const freshVisitor = (browser: Browser, options?: BrowserContextOptions) => untouched.get(browser)!(options);

/** Collects everything a page logs as an error or warning, and uncaught exceptions. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

const readingTabs = new WeakMap<Browser, { page: Page; problems: string[] }>();

/**
 * Loads `url` in the browser's reading tab, waits until it has hydrated and the network is
 * quiet, and returns what it logged as errors or warnings meanwhile. The tab is one visitor's,
 * page after page: a new tab for each page costs Chromium a new renderer, about three times the
 * processor time of loading the page itself.
 */
export async function problemsLoading(browser: Browser, url: string): Promise<string[]> {
  let tab = readingTabs.get(browser);
  if (!tab) {
    const page = await browser.newPage();
    tab = { page, problems: collectProblems(page) };
    readingTabs.set(browser, tab);
  }
  tab.problems.length = 0;
  await tab.page.goto(url);
  await waitForHydration(tab.page);
  await tab.page.waitForLoadState('networkidle');
  return [...tab.problems];
}

/** The test's compiler names the helpers inside page functions with a __name call the page does not have: give the page one. */
export const allowNamedHelpers = (page: Page) => page.addInitScript('globalThis.__name = (fn) => fn');

/** Waits until the shell has hydrated the server HTML. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * A server and a browser, started side by side. Without settings of its own the server is the
 * shared one (`siteServer`): the spec must only read pages. When one of them fails the other is
 * stopped before the error is thrown: a server left running would hold the spec's process open
 * until the test timeout.
 */
export async function serverAndBrowser(env?: NodeJS.ProcessEnv): Promise<{ server: RunningServer; browser: Browser }> {
  const [server, browser] = await Promise.allSettled([env ? startServer(env) : siteServer(), launchBrowser()]);
  if (server.status === 'fulfilled' && browser.status === 'fulfilled') return { server: server.value, browser: browser.value };
  if (server.status === 'fulfilled') await server.value.stop();
  if (browser.status === 'fulfilled') await browser.value.close();
  throw server.status === 'rejected' ? server.reason : (browser as PromiseRejectedResult).reason;
}

/**
 * The site's production server and a browser for one suite: started in its `before`,
 * stopped in its `after`. Read `server` and `browser` inside the tests. Without settings the
 * server is the shared one, as in `serverAndBrowser`.
 */
export function siteInBrowser(env?: NodeJS.ProcessEnv): { server: RunningServer; browser: Browser } {
  const site = {} as { server: RunningServer; browser: Browser };
  before(async () => {
    Object.assign(site, await serverAndBrowser(env));
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}
