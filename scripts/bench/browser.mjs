// What a phone's browser gets: Lighthouse's mobile scores and the JavaScript each page loads.
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const { PAGE_STATE_GLOBAL } = require('@casino/shared');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Gzip bytes of every script each page loads. */
export async function firstLoadJs(base, paths) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.slice(1) });
  const rows = [];
  for (const pagePath of paths) {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
    await page.close();
    // The server sends the gzip copy made at build time; its length is what goes over the wire.
    const sizes = await Promise.all(
      [...scripts].map(async (url) => Number((await fetch(url, { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } })).headers.get('content-length'))),
    );
    rows.push({ path: pagePath, files: scripts.size, gzipKb: sizes.reduce((a, b) => a + b, 0) / 1024 });
    console.log(`first-load JS ${pagePath}: ${scripts.size} scripts, ${(rows.at(-1).gzipKb).toFixed(1)} KB gzip`);
  }
  await browser.close();
  return rows;
}

/**
 * Lighthouse's score of one page load varies from run to run on the same build: the CPU
 * time of each task, which the simulated phone multiplies, is what this machine happened to
 * take. Lighthouse's own guidance is the median of five runs (twice as stable as one), so
 * each page is audited `LIGHTHOUSE_RUNS` times and the run with the median Performance score
 * is reported, with the lowest and highest score beside it.
 */
export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

/** One audit of a page, as a row of the report. */
function rowOf(lhr, page) {
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
    .map((audit) => audit.id);
  return {
    ...page,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    failing,
  };
}

/** The run with the median Performance score, and the lowest and highest score of all runs. */
function medianRun(runs) {
  const byPerformance = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return { ...byPerformance[Math.floor((byPerformance.length - 1) / 2)], performanceRange: [byPerformance[0].scores.performance, byPerformance.at(-1).scores.performance] };
}

/** Audits one page `LIGHTHOUSE_RUNS` times: its median run, or why it could not be audited. */
async function auditPage(chrome, url, row) {
  const runs = [];
  while (runs.length < LIGHTHOUSE_RUNS) {
    // The 404 page is audited too: Lighthouse refuses error statuses unless told they are meant.
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ignoreStatusCode: row.errorPage });
    if (lhr.runtimeError) return { ...row, notAudited: lhr.runtimeError.code };
    runs.push(rowOf(lhr, row));
  }
  return medianRun(runs);
}

/**
 * The page's app and route, as the server matched them (the page state its HTML carries); none
 * for a page no route matched (the 404 page), which the shell does not measure.
 */
async function routeOf(url) {
  const html = await (await fetch(url)).text();
  const start = html.indexOf(`window.${PAGE_STATE_GLOBAL}=`) + `window.${PAGE_STATE_GLOBAL}=`.length;
  return JSON.parse(html.slice(start, html.indexOf(';\n', start))).match ?? null;
}

/**
 * One more Lighthouse run of a page, as a returning visitor who agreed to statistics, so the
 * shell measures its web vitals and sends them when the tab closes; the figures are then read
 * where a release manager reads them (the admin API's `vitals`, the server's histograms). The
 * run throttles for real (DevTools throttling, the same phone and network as the lab runs
 * simulate), so what the browser measured and what Lighthouse observed come from the same load.
 */
async function fieldRun(chrome, base, pagePath, match, admin) {
  // Lighthouse's back/forward cache audit leaves the page after the load it measured: the page
  // is hidden then, and sends what it measured, as when a visitor leaves it. No full-page
  // screenshot: it stretches the window to the whole page, which no visitor does, and the
  // page's regions then drawn below the fold became a late "largest paint" (14.5 s at home).
  const { lhr } = await lighthouse(`${base}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttlingMethod: 'devtools', disableStorageReset: true, disableFullPageScreenshot: true });
  const observed = { lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0, cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0 };
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { figures } = await admin(`/admin/releases/${match.app}/vitals?route=${match.routeId}`);
    const phone = Object.fromEntries(figures.filter((figure) => figure.device === 'phone').map((figure) => [figure.metric, figure]));
    if (phone.LCP && phone.TTFB) return { route: match.routeId, observed, field: phone };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { route: match.routeId, observed, notMeasured: 'no web vitals arrived within 10 s' };
}

/**
 * The field runs (see fieldRun) of the first audited path of each route, in a browser of their
 * own: the consent they need never reaches the lab runs' first visits.
 */
async function fieldRuns(base, rows, admin) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  const seen = new Set();
  try {
    // The visitor's consent, in the browser's own cookie jar where the shell reads it.
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    await cdp.contexts()[0].addCookies([{ name: 'analytics_consent', value: 'granted', url: base }]);
    await cdp.close();
    for (const row of rows.filter((audited) => !audited.notAudited)) {
      const match = await routeOf(`${base}${row.path}`);
      if (seen.has(match?.routeId ?? '')) continue;
      seen.add(match?.routeId ?? '');
      row.field = match ? await fieldRun(chrome, base, row.path, match, admin) : { notMeasured: 'no route: the shell measures only the pages a route matched' };
      const measured = row.field.field;
      console.log(`field run ${row.path}: ${measured ? `LCP ${measured.LCP.p75} ms measured by the page, ${row.field.observed.lcpMs.toFixed(0)} ms observed by Lighthouse` : row.field.notMeasured}`);
    }
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse's default (mobile) settings: a mid-range phone on a slow 4G connection, simulated.
 * With `admin` (a GET of the server's admin API), each route is then run once as in the field
 * (see fieldRun).
 */
export async function lighthouseScores(base, pages, admin) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  const rows = [];
  try {
    for (const { name, paths, status } of pages) {
      for (const pagePath of paths) {
        const row = await auditPage(chrome, `${base}${pagePath}`, { name, path: pagePath, errorPage: Boolean(status) });
        rows.push(row);
        if (row.notAudited) console.log(`lighthouse ${pagePath}: not audited (${row.notAudited})`);
        else console.log(`lighthouse ${pagePath}: ${CATEGORIES.map((id) => row.scores[id]).join(' / ')} (performance ${row.performanceRange.join('–')} over ${LIGHTHOUSE_RUNS} runs), LCP ${row.lcpMs.toFixed(0)} ms, TBT ${row.tbtMs.toFixed(0)} ms`);
      }
    }
  } finally {
    await chrome.kill();
  }
  if (admin) await fieldRuns(base, rows, admin);
  return rows;
}
