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

/** Lighthouse's default (mobile) settings: a mid-range phone on a slow 4G connection, simulated. */
export async function lighthouseScores(base, pages) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  const rows = [];
  try {
    for (const { name, paths, status } of pages) {
      for (const pagePath of paths) {
        // The 404 page is audited too: Lighthouse refuses error statuses unless told they are meant.
        const { lhr } = await lighthouse(`${base}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ignoreStatusCode: Boolean(status) });
        if (lhr.runtimeError) {
          rows.push({ name, path: pagePath, notAudited: lhr.runtimeError.code });
          console.log(`lighthouse ${pagePath}: not audited (${lhr.runtimeError.code})`);
          continue;
        }
        const failing = Object.values(lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
          .map((audit) => audit.id);
        const row = {
          name,
          path: pagePath,
          errorPage: Boolean(status),
          scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
          fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
          failing,
        };
        rows.push(row);
        console.log(`lighthouse ${pagePath}: ${CATEGORIES.map((id) => row.scores[id]).join(' / ')}, LCP ${row.lcpMs.toFixed(0)} ms`);
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
