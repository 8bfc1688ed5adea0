import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { after, before } from 'node:test';
import { startServer, type RunningServer } from './server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const untouched = new WeakMap<Browser, (options?: BrowserContextOptions) => Promise<BrowserContext>>();

/**
 * Most tests act as a visitor who has already answered the consent banner (declined), so it
 * does not cover what they click; the consent test itself asks for a fresh visitor.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
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

/** The test's compiler names the helpers inside page functions with a __name call the page does not have: give the page one. */
export const allowNamedHelpers = (page: Page) => page.addInitScript('globalThis.__name = (fn) => fn');

/** Waits until the shell has hydrated the server HTML. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * The site's production server and a browser for one suite: started in its `before`,
 * stopped in its `after`. Read `server` and `browser` inside the tests.
 */
export function siteInBrowser(env?: NodeJS.ProcessEnv): { server: RunningServer; browser: Browser } {
  const site = {} as { server: RunningServer; browser: Browser };
  before(async () => {
    [site.server, site.browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}
