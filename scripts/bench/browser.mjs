// What a phone's browser gets: Lighthouse's mobile scores and the JavaScript each page loads.
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
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

/** Lighthouse's default (mobile) settings: a mid-range phone on a slow 4G connection, simulated. */
export async function lighthouseScores(base, pages) {
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
  return rows;
}
