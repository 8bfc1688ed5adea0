// The site behind the shipped Varnish and HAProxy configurations (deploy/): pages through Varnish
// against the server directly, what a visitor workload costs the server, and how long a release
// takes to reach visitors through the cache.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildVariant } from '../../server/src/test-kit/build-variant.ts';
import { edgeToolsMissing, startHaproxy, startVarnish } from '../../server/src/test-kit/edge-stack.ts';
import { freePort } from '../../server/src/test-kit/free-port.ts';
import { packBuild } from '../../server/src/releases/pack.ts';
import { measure } from './load.mjs';
import { root, startServer } from './servers.mjs';

const ADMIN_TOKEN = 'bench-edge-token-0123456789abcdef0123';
const PAGE = '/reviews/stake';
const WORKLOAD = { requests: 10_000, perVisitor: 50, lanes: 8 };
const TARGETS = { hitRatio: 0.99, freshMs: 1000 };

/** The server's counters of interest from /metrics: requests it answered and pages it rendered. */
async function originCounts(url) {
  const text = await (await fetch(`${url}/metrics`)).text();
  const sum = (pattern) => [...text.matchAll(pattern)].reduce((total, match) => total + Number(match[1]), 0);
  return { requests: sum(/^site_http_requests_total\{[^}]*\} (\d+)/gm), renders: sum(/^site_page_cache_total\{event="(?:miss|off)"\} (\d+)/gm) };
}

/** Visitors as a site sees them: each its own address and cookies, fifty pages each, both languages. */
async function visitorWorkload(cacheUrl, pages) {
  let hits = 0;
  let next = 0;
  const lane = async (laneNumber) => {
    let cookies = '';
    for (let i = 0; i < WORKLOAD.requests / WORKLOAD.lanes; i++) {
      const visitor = laneNumber * 10_000 + Math.floor(i / WORKLOAD.perVisitor);
      if (i % WORKLOAD.perVisitor === 0) cookies = [visitor % 2 ? 'analytics_consent=granted' : '', visitor % 3 === 0 ? 'language=en' : ''].filter(Boolean).join('; ');
      const response = await fetch(`${cacheUrl}${pages[next++ % pages.length]}`, { headers: { cookie: cookies, 'x-forwarded-for': `10.1.${visitor % 250}.${laneNumber}` } });
      await response.arrayBuffer();
      if (response.headers.get('x-cache') === 'hit') hits += 1;
    }
  };
  await Promise.all(Array.from({ length: WORKLOAD.lanes }, (_, n) => lane(n)));
  return hits;
}

export async function measureEdge(say) {
  const deployDir = path.join(root, 'deploy');
  const missing = edgeToolsMissing(deployDir);
  if (missing) return { skipped: missing };
  const folders = [];
  const folder = async (name) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), `casino-bench-${name}-`));
    folders.push(dir);
    return dir;
  };
  const varnishPort = await freePort();
  const server = await startServer({ ADMIN_TOKEN, EDGE_MAX_AGE: '3600', EDGE_PURGE_URLS: `http://127.0.0.1:${varnishPort}/`, SURROGATE_KEY_HEADER: 'xkey' });
  const host = new URL(server.url).host;
  const haproxy = await startHaproxy([host, host], deployDir);
  const varnish = await startVarnish(varnishPort, haproxy.url, await folder('varnish'), deployDir);
  try {
    const sitemap = async (language) => [...(await (await fetch(`${server.url}/sitemap-${language}.xml`)).text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const pages = [...(await sitemap('de')), ...(await sitemap('en'))];

    // From a cold cache, then the same once more with new visitors.
    const workload = { pages: pages.length, passes: [] };
    for (const pass of ['cold', 'warm']) {
      const before = await originCounts(server.url);
      const hits = await visitorWorkload(varnish.url, pages);
      const after = await originCounts(server.url);
      workload.passes.push({ pass, hits, originRequests: after.requests - before.requests, originRenders: after.renders - before.renders });
      say(`visitor workload through Varnish: ${JSON.stringify(workload.passes.at(-1))}`);
    }

    const direct = await measure(`${server.url}${PAGE}`, { headers: { 'accept-encoding': 'gzip' } });
    const cached = await measure(`${varnish.url}${PAGE}`, { headers: { 'accept-encoding': 'gzip' } });
    say(`${PAGE}: ${cached.rps.toFixed(0)} req/s through Varnish, ${direct.rps.toFixed(0)} from the server`);

    const { dir, version } = await buildVariant(root, 'guides', await folder('build'), { replace: ['Casino Ratgeber', 'Casino Ratgeber Neu'] });
    await fetch(`${varnish.url}/guides/`);
    const released = await fetch(`${server.url}/admin/releases/guides/versions/${version}?actor=bench&reason=bench&activate=true`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/gzip' },
      body: new Uint8Array(await packBuild(dir)),
    });
    if (!released.ok) throw new Error(`the release failed: ${released.status} ${await released.text()}`);
    const answered = performance.now();
    let freshMs = null;
    while (performance.now() - answered < 10_000) {
      if ((await (await fetch(`${varnish.url}/guides/`)).text()).includes('Casino Ratgeber Neu')) {
        freshMs = performance.now() - answered;
        break;
      }
    }
    say(`release to fresh pages through Varnish: ${freshMs?.toFixed(0) ?? 'not within 10 s'} ms`);
    return { workload, direct, cached, freshMs };
  } finally {
    await varnish.stop();
    await haproxy.stop();
    await server.stop();
    await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

export function edgeSection(figures) {
  const heading = '## Pages through Varnish (deploy/varnish, deploy/haproxy)';
  if (figures.skipped) return { ok: true, text: `${heading}\n\nNot measured in this run: ${figures.skipped}.\n` };
  const { workload, direct, cached, freshMs } = figures;
  const warm = workload.passes.find((pass) => pass.pass === 'warm');
  const hitRatio = warm.hits / WORKLOAD.requests;
  const checks = [
    { text: `${TARGETS.hitRatio * 100} % or more of the warm workload from the cache`, ok: hitRatio >= TARGETS.hitRatio, figure: `${(hitRatio * 100).toFixed(2)} %` },
    { text: `A release fresh through the cache within ${TARGETS.freshMs} ms`, ok: freshMs !== null && freshMs <= TARGETS.freshMs, figure: freshMs === null ? 'not within 10 s' : `${freshMs.toFixed(0)} ms` },
  ];
  const text = [
    heading,
    '',
    `One server behind HAProxy behind Varnish, all on this machine, \`EDGE_MAX_AGE=3600\`. A workload of ${WORKLOAD.requests.toLocaleString('en')} page requests: every page of both sitemaps (${workload.pages}) in turn, new visitors every ${WORKLOAD.perVisitor} requests with consent answered or not and the English language cookie or not, ${WORKLOAD.lanes} at a time; first from a cold cache, then again with new visitors.`,
    '',
    '| pass | served from the cache | requests that reached the server (cohort answers and its health checks included) | pages the server rendered |',
    '|---|---:|---:|---:|',
    ...workload.passes.map((pass) => `| ${pass.pass} | ${pass.hits} of ${WORKLOAD.requests} (${((pass.hits / WORKLOAD.requests) * 100).toFixed(2)} %) | ${pass.originRequests} | ${pass.originRenders} |`),
    '',
    '| figure | value |',
    '|---|---:|',
    `| \`${PAGE}\` through Varnish, gzip (autocannon, median round) | ${cached.rps.toFixed(0)} req/s, p99 ${cached.p99} ms |`,
    `| \`${PAGE}\` from the server directly, gzip | ${direct.rps.toFixed(0)} req/s, p99 ${direct.p99} ms (Varnish ${(cached.rps / direct.rps).toFixed(2)} ×; one load generator on the same cores limits both) |`,
    `| from a release's answer to the new page through Varnish | ${freshMs === null ? 'not within 10 s' : `${freshMs.toFixed(0)} ms`} |`,
    '',
    ...checks.map((check) => `${check.text}: **${check.ok ? 'met' : 'not met'}** (${check.figure}).`),
    '',
  ].join('\n');
  return { ok: checks.every((check) => check.ok), text, checks };
}
