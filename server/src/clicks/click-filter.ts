import { isCrawler } from '../releases';

/**
 * Why a request to /go/ is not counted as a click: it is still redirected, except where the
 * casino's calls to action are withheld (`withheld`, see ad-rules/): then it goes nowhere.
 */
export const FILTER_REASONS = ['robot', 'head', 'prefetch', 'repeat', 'withheld'] as const;
export type FilterReason = (typeof FILTER_REASONS)[number];

/**
 * Clients no person drives: headless and automated browsers, HTTP libraries and command-line
 * tools, monitors. Real visitors never send these names. HeadlessChrome is among them, which is
 * what the browser tests' Chromium sends: a test that wants its clicks counted presents a
 * regular Chrome user agent, as a person's browser does. Search engines and other crawlers are
 * the canary's list (`isCrawler`), which also takes a request without a user agent for one.
 */
const AUTOMATED =
  /headlesschrome|phantomjs|lighthouse|puppeteer|playwright|selenium|webdriver|curl\/|wget\/|python-|go-http-client|java\/|okhttp|libwww|httpclient|axios\/|node-fetch|^node$|undici|scrapy|googleother|google-inspectiontool|feedfetcher|uptime|pingdom|statuscake|site24x7|synthetic/i;

export const isRobot = (userAgent: string | undefined) => isCrawler(userAgent) || AUTOMATED.test(userAgent ?? '');

/**
 * A browser fetching a link ahead of a click (speculation rules, link prefetch, Safari's top
 * sites) says so: Sec-Purpose (`prefetch`, `prefetch;prerender`), Purpose, X-Purpose or X-Moz.
 */
const AHEAD = /prefetch|prerender|preview/i;
const AHEAD_HEADERS = ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'] as const;

export interface ClickRequest {
  method: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/**
 * The reason a request is not a person's click, or null when it may be one (it can still be a
 * repeat, which only the shared table can tell). A HEAD request (Fastify answers HEAD for every
 * GET route) and a prefetch are no click whoever sends them; a robot's request is none either.
 */
export function filterReason({ method, headers }: ClickRequest): Exclude<FilterReason, 'repeat' | 'withheld'> | null {
  if (method === 'HEAD') return 'head';
  if (AHEAD_HEADERS.some((name) => AHEAD.test(String(headers[name] ?? '')))) return 'prefetch';
  const userAgent = headers['user-agent'];
  if (isRobot(typeof userAgent === 'string' ? userAgent : undefined)) return 'robot';
  return null;
}
