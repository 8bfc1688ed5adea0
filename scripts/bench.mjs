// npm run bench: measures what the targets in the README talk about and writes BENCHMARKS.md.
// Server-render throughput with autocannon on loopback, and the first-load JavaScript of each
// page (gzip bytes of every script the page loads in Chromium). Figures are as measured on this
// machine in one run; compare ratios within a run rather than absolute numbers across machines.
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const { chromium } = require('playwright-core');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const RENDER_PATHS = ['/', '/guides/', '/reviews/stake'];
const JS_PATHS = ['/', '/en', '/guides/', '/about', '/reviews/stake', '/en/reviews/stake', '/no-such-page'];
const TARGETS = { firstLoadKb: 170, stakeRps: 300, apiRps: 5000, apiP99Ms: 20 };
const API_PATH = '/api/casinos';

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function startServer(port) {
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', NODE_ENV: 'production', VAR_DIR: path.join(root, 'var', 'bench'), RELEASE_LATEST_BUILDS: '1' },
    stdio: 'inherit',
  });
  for (let i = 0; i < 300; i++) {
    if (await fetch(`http://127.0.0.1:${port}/health`).then((r) => r.ok, () => false)) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

function cannon(url, duration = DURATION) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, duration }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Resident memory of a process in MB, from /proc. */
async function rssMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Runs a load and samples the server's memory while it lasts. */
async function cannonWithMemory(url, pid) {
  const samples = [];
  const timer = setInterval(async () => samples.push(await rssMb(pid)), 250);
  try {
    const result = await cannon(url);
    return { result, idleMb: samples[0] ?? 0, peakMb: Math.max(...samples, 0) };
  } finally {
    clearInterval(timer);
  }
}

async function firstLoadJs(base) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows = [];
  for (const pagePath of JS_PATHS) {
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
  }
  await browser.close();
  return rows;
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer(port);
try {
  const js = await firstLoadJs(base);
  const renders = [];
  for (const pagePath of RENDER_PATHS) {
    await cannon(`${base}${pagePath}`); // warm-up pass is the first second of a short run
    const result = await cannon(`${base}${pagePath}`);
    renders.push({ path: pagePath, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx });
  }
  const idleMb = await rssMb(server.pid);
  await cannon(`${base}${API_PATH}`);
  const api = await cannonWithMemory(`${base}${API_PATH}`, server.pid);
  const apiRow = { rps: api.result.requests.average, p50: api.result.latency.p50, p99: api.result.latency.p99, errors: api.result.errors + api.result.non2xx };
  const stake = renders.find((r) => r.path === '/reviews/stake');
  const maxJs = Math.max(...js.map((r) => r.gzipKb));
  const cpu = os.cpus();
  const lines = [
    '# Benchmarks',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench\` on ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}. One run; the machine is shared, so read ratios, not decimals.`,
    '',
    '## Server-side rendering (autocannon, 10 connections, loopback)',
    '',
    `${DURATION} s per page after a warm-up run of the same length.`,
    '',
    '| page | requests/s | p50 ms | p99 ms | errors or non-2xx |',
    '|---|---:|---:|---:|---:|',
    ...renders.map((r) => `| \`${r.path}\` | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} |`),
    '',
    `Target: \`/reviews/stake\` at ${TARGETS.stakeRps} requests/s or more: **${stake.rps >= TARGETS.stakeRps ? 'met' : 'not met'}** (${stake.rps.toFixed(0)}).`,
    '',
    '## API throughput (autocannon, 10 connections, loopback)',
    '',
    '| endpoint | requests/s | p50 ms | p99 ms | errors or non-2xx | server memory idle → peak under load |',
    '|---|---:|---:|---:|---:|---:|',
    `| \`GET ${API_PATH}\` | ${apiRow.rps.toFixed(0)} | ${apiRow.p50} | ${apiRow.p99} | ${apiRow.errors} | ${idleMb.toFixed(0)} MB → ${api.peakMb.toFixed(0)} MB |`,
    '',
    `Target: ${TARGETS.apiRps} requests/s or more with p99 at most ${TARGETS.apiP99Ms} ms: ` +
      `**${apiRow.rps >= TARGETS.apiRps && apiRow.p99 <= TARGETS.apiP99Ms ? 'met' : 'not met'}**. The list is served from memory as ready JSON with an ETag; ` +
      'the server runs on the embedded database here (its memory is part of the figure).',
    '',
    '## First-load JavaScript (gzip bytes of every script the page loads)',
    '',
    '| page | scripts | KB gzip |',
    '|---|---:|---:|',
    ...js.map((r) => `| \`${r.path}\` | ${r.files} | ${r.gzipKb.toFixed(1)} |`),
    '',
    `Target: at most ${TARGETS.firstLoadKb} KB on every page: **${maxJs <= TARGETS.firstLoadKb ? 'met' : 'not met'}** (largest ${maxJs.toFixed(1)} KB).`,
    '',
  ];
  await writeFile(path.join(root, 'BENCHMARKS.md'), lines.join('\n'));
  console.log(lines.join('\n'));
} finally {
  server.kill('SIGTERM');
}
