// `npm run bench`: cached pages against nginx serving the same bytes, uncached renders with
// their CPU profile, a burst of visitors on one uncached page, API throughput, Lighthouse
// (mobile) on every page type in both languages, the first-load JavaScript of each page, and
// pages through the shipped Varnish and HAProxy, and the development loop's edit-to-visible time.
// `npm run bench -- dev-loop` (or `-- edge`, or `-- scale`: 2,000 casinos against the shipped catalogue, or `-- earnings`:
// postbacks and the earnings report) measures only
// that and replaces only its section of BENCHMARKS.md.
// Prints figures as it goes, writes BENCHMARKS.md, and exits non-zero when a target is missed.
// Figures are as measured on this machine in one run: compare ratios within a run.
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PAGE_TYPES } from '../e2e/support/page-types.ts';
import { firstLoadJs, lighthouseScores, CATEGORIES, LIGHTHOUSE_RUNS } from './bench/browser.mjs';
import { burst, CONNECTIONS, DURATION, measure, measureWithMemory, ROUNDS, rssMb } from './bench/load.mjs';
import { devLoopSection, measureDevLoop } from './bench/dev-loop.mjs';
import { edgeSection, measureEdge } from './bench/edge.mjs';
import { measureScale, scaleSection } from './bench/scale.mjs';
import { earningsSection, measureEarnings } from './bench/earnings.mjs';
import { profileRender } from './bench/profile.mjs';
import { database, nginxInstalled, root, startNginx, startServer, WORKERS } from './bench/servers.mjs';

const RENDER_PATHS = ['/', '/casino-vergleich', '/guides/', '/reviews/stake'];
const JS_PATHS = ['/', '/en', '/casino-vergleich', '/guides/', '/about', '/reviews/stake', '/en/reviews/stake', '/locations/berlin/online-casino', '/no-such-page'];
const LIGHTHOUSE_TYPES = ['home', 'comparison', 'bonus offers', 'live casino', 'reviews index', 'fixed review', 'generic review', 'guide', 'topic', 'location', 'not found'];
const API_PATH = '/api/casinos';
const STAMPEDE = { path: '/reviews/stake', visitors: 200 };
const TARGETS = { nginxRatio: 0.5, uncached: { '/reviews/stake': 500, '/': 400 }, performance: 100, otherCategories: 100, firstLoadKb: 150, apiRps: 5000, apiP99Ms: 20 };

const say = (line) => console.log(line);
const results = {};
const BENCHMARKS = path.join(root, 'BENCHMARKS.md');
/** The file holds the last run's figures only, so that it stays short enough to read. */
const TODAY_ONLY = "Today's figures only: earlier runs and what each change saved are in this file's git history.";

/** Puts `section` (from its "## " heading) in place of the same section of BENCHMARKS.md, or at its end. */
async function replaceSection(section) {
  const current = await readFile(BENCHMARKS, 'utf8').catch(() => `# Benchmarks\n\n${TODAY_ONLY}\n`);
  const heading = section.split('\n', 1)[0];
  const start = current.indexOf(heading);
  if (start === -1) return writeFile(BENCHMARKS, `${current.trimEnd()}\n\n${section}`);
  const next = current.indexOf('\n## ', start + heading.length);
  await writeFile(BENCHMARKS, `${current.slice(0, start)}${section}${next === -1 ? '' : current.slice(next + 1)}`);
}

const only = process.argv[2];
const SECTIONS = {
  'dev-loop': async () => devLoopSection(await measureDevLoop(say)),
  edge: async () => edgeSection(await measureEdge(say)),
  scale: async () => scaleSection(await measureScale(say)),
  earnings: async () => earningsSection(await measureEarnings(say)),
};
if (only !== undefined && !Object.hasOwn(SECTIONS, only)) {
  console.error(`usage: npm run bench [-- ${Object.keys(SECTIONS).join(' | ')}]`);
  process.exit(2);
}
if (only !== undefined) {
  const section = await SECTIONS[only]();
  await replaceSection(section.text);
  say(section.text);
  process.exit(section.ok ? 0 : 1);
}

// Load runs before the browsers: run after them, the cached figures came out at half on this machine.
// The admin token lets the bench read the web vitals the pages sent (see the field runs below).
const ADMIN_TOKEN = 'bench-admin-token-0123456789abcdef0123';
const server = await startServer({ ADMIN_TOKEN, COUNTS_FLUSH_MS: '200' });
const adminGet = async (apiPath) => (await fetch(`${server.url}${apiPath}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).json();
try {
  results.cached = [];
  for (const pagePath of RENDER_PATHS) {
    const row = { path: pagePath };
    for (const [label, encoding] of [['plain', undefined], ['gzip', 'gzip'], ['br', 'br']]) {
      row[label] = await measure(`${server.url}${pagePath}`, { headers: encoding ? { 'accept-encoding': encoding } : undefined });
    }
    results.cached.push(row);
    say(`cached ${pagePath}: ${row.plain.rps.toFixed(0)} req/s plain, ${row.gzip.rps.toFixed(0)} gzip, ${row.br.rps.toFixed(0)} brotli`);
  }
  if (nginxInstalled()) {
    // The home page's own bytes, as this server sends them, from nginx with as many workers.
    const home = Buffer.from(await (await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    const nginx = await startNginx([['/', home]], WORKERS);
    try {
      results.nginx = await measure(`${nginx.url}/`, { headers: { 'accept-encoding': 'gzip' } });
    } finally {
      await nginx.stop();
    }
    say(`nginx / (gzip_static, ${WORKERS} workers): ${results.nginx.rps.toFixed(0)} req/s`);
  } else say('nginx is not installed: no static-server comparison');
  const idleMb = await rssMb(server.pid);
  results.api = { ...(await measureWithMemory(`${server.url}${API_PATH}`, server.pid)), idleMb };
  say(`api ${API_PATH}: ${results.api.rps.toFixed(0)} req/s, p99 ${results.api.p99} ms`);
  results.js = await firstLoadJs(server.url, JS_PATHS);
  results.scores = await lighthouseScores(server.url, PAGE_TYPES.filter((type) => LIGHTHOUSE_TYPES.includes(type.name)), adminGet);
} finally {
  await server.stop();
}

// Right after a start (as after a release or an import), visitors arrive together at one page.
const fresh = await startServer();
try {
  results.stampede = await burst(`${fresh.url}${STAMPEDE.path}`, STAMPEDE.visitors);
  say(`${STAMPEDE.visitors} visitors at once on ${STAMPEDE.path}: ${JSON.stringify(results.stampede)}`);
} finally {
  await fresh.stop();
}

// Every request rendered: the page cache turned off. V8 reaches its steady speed after about ten seconds.
const uncachedServer = await startServer({ PAGE_CACHE_MB: '0' });
try {
  results.uncached = [];
  for (const pagePath of RENDER_PATHS) {
    results.uncached.push({ path: pagePath, ...(await measure(`${uncachedServer.url}${pagePath}`, { warmUpSeconds: 12 })) });
    say(`uncached ${pagePath}: ${results.uncached.at(-1).rps.toFixed(0)} req/s`);
  }
} finally {
  await uncachedServer.stop();
}

results.profiles = [];
for (const pagePath of Object.keys(TARGETS.uncached)) results.profiles.push({ path: pagePath, top: await profileRender(pagePath) });

results.edge = await SECTIONS.edge();
results.devLoop = await SECTIONS['dev-loop']();
results.scale = await SECTIONS.scale();

// ---- the report ----
const { cached, nginx, api, js, scores, stampede, uncached, profiles } = results;
const checks = [];
const target = (text, ok, figure) => {
  checks.push({ text, ok });
  return `${text}: **${ok ? 'met' : 'not met'}** (${figure}).`;
};
const home = cached.find((r) => r.path === '/');
const ratio = nginx ? home.gzip.rps / nginx.rps : null;
const renders = (stampede.miss ?? 0) + (stampede.off ?? 0);
const maxJs = Math.max(...js.map((r) => r.gzipKb));
const audited = scores.filter((r) => !r.notAudited);
// A 404 page must answer 404 and not be indexed; SEO counts both against it, and Best Practices the
// browser's console line about the 404 status. Its Performance and Accessibility count like any page's.
const scoredForTarget = (r, id) => !r.errorPage || id === 'performance' || id === 'accessibility';
const lowest = Object.fromEntries(CATEGORIES.map((id) => [id, Math.min(...audited.filter((r) => scoredForTarget(r, id)).map((r) => r.scores[id]))]));
const cpu = os.cpus();

/** The two forms of a page type (German and English, or two cities) in one Lighthouse row, "·" between their figures. */
const scoreGroups = Object.values(scores.reduce((groups, r) => ((groups[r.name] ??= []).push(r), groups), {}));
const scoreCells = (r) =>
  r.notAudited
    ? [`not audited (${r.notAudited})`, '–', '–', '–', '–', '–', '–', '–', '–']
    : [r.scores.performance, r.performanceRange.join('–'), r.scores.accessibility, r.scores['best-practices'], r.scores.seo, r.fcpMs.toFixed(0), r.lcpMs.toFixed(0), r.tbtMs.toFixed(0), r.cls.toFixed(3)];
const scoreRow = (rows) => {
  const cells = rows.map(scoreCells);
  const joined = cells[0].map((_, column) => cells.map((row) => row[column]).join(' · '));
  const failing = [...new Set(rows.flatMap((r) => r.failing ?? []))];
  return `| ${rows[0].name} | ${rows.map((r) => `\`${r.path}\``).join(' · ')} | ${joined.join(' | ')} | ${failing.join(', ') || '–'} |`;
};
/** The profiled pages side by side, one row per rank. */
const profileRows = Array.from({ length: Math.max(...profiles.map((p) => p.top.length)) }, (_, rank) =>
  `| ${profiles.map(({ top }) => (top[rank] ? `${(top[rank].share * 100).toFixed(1)} % | \`${top[rank].frame}\`` : ' | ')).join(' | ')} |`,
);

const lines = [
  '# Benchmarks',
  '',
  TODAY_ONLY,
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench\` on ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, on the ${database} database with ${WORKERS} server worker${WORKERS > 1 ? 's' : ''}. ` +
    'One run; the machine is shared and the load generator runs on it too, so read ratios, not decimals.',
  '',
  `## Pages from the cache (autocannon, ${CONNECTIONS} connections, loopback)`,
  '',
  `${ROUNDS} rounds of ${DURATION} s per page after a 2 s warm-up; the median round is shown. A cached page is kept compressed, so "gzip" and "brotli" (what browsers ask for) cost no compression.`,
  '',
  '| page | plain req/s | p99 ms | gzip req/s | p99 ms | brotli req/s | p99 ms | errors or non-2xx |',
  '|---|---:|---:|---:|---:|---:|---:|---:|',
  ...cached.map((r) => `| \`${r.path}\` | ${r.plain.rps.toFixed(0)} | ${r.plain.p99} | ${r.gzip.rps.toFixed(0)} | ${r.gzip.p99} | ${r.br.rps.toFixed(0)} | ${r.br.p99} | ${r.plain.errors + r.gzip.errors + r.br.errors} |`),
  ...(nginx ? [`| nginx, the home page's bytes pre-gzipped (\`gzip_static\`, ${WORKERS} worker${WORKERS > 1 ? 's' : ''}) | | | ${nginx.rps.toFixed(0)} | ${nginx.p99} | | | ${nginx.errors} |`] : []),
  '',
  nginx
    ? `${target(`The home page from the cache, gzip, at ${TARGETS.nginxRatio} × nginx or more`, ratio >= TARGETS.nginxRatio, `${ratio.toFixed(2)} ×`)} ` +
      'The load generator runs on the same cores: where both come out alike, it is what limits them.'
    : 'nginx is not installed on this machine, so there is no static-server comparison in this run (`apt-get install nginx-light` adds it).',
  '',
  '## A burst of visitors on one uncached page',
  '',
  `${STAMPEDE.visitors} requests for \`${STAMPEDE.path}\` at the same moment, each on its own connection, on a server that has just started (as after a release or an import). X-Page-Cache of the answers: ${Object.entries(stampede).map(([k, v]) => `${k} ${v}`).join(', ')}.`,
  '',
  target(`One render, whichever of the ${WORKERS} workers each visitor reaches`, renders === 1, `${renders} render${renders === 1 ? '' : 's'}`),
  '',
  `## Rendered for every request (page cache off, autocannon, ${CONNECTIONS} connections)`,
  '',
  `A server started with \`PAGE_CACHE_MB=0\`, ${WORKERS} worker${WORKERS > 1 ? 's' : ''}; 12 s of warm-up, then ${ROUNDS} rounds of ${DURATION} s, the median shown.`,
  '',
  '| page | req/s | p50 ms | p99 ms | errors or non-2xx |',
  '|---|---:|---:|---:|---:|',
  ...uncached.map((r) => `| \`${r.path}\` | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} |`),
  '',
  ...Object.entries(TARGETS.uncached).map(([pagePath, rps]) => {
    const row = uncached.find((r) => r.path === pagePath);
    return target(`\`${pagePath}\` at ${rps} requests/s or more`, row.rps >= rps, `${row.rps.toFixed(0)}`);
  }),
  '',
  '### Where a render spends its time',
  '',
  `One worker, page cache off, ${DURATION} s of load after 10 s of warm-up; self time of the top functions (\`node --cpu-prof\`).`,
  '',
  `| ${profiles.map(({ path: pagePath }) => `self | \`${pagePath}\``).join(' | ')} |`,
  `|${profiles.map(() => '---:|---|').join('')}`,
  ...profileRows,
  '',
  `## API throughput (autocannon, ${CONNECTIONS} connections, loopback)`,
  '',
  '| endpoint | requests/s | p50 ms | p99 ms | errors or non-2xx | server memory idle → peak under load |',
  '|---|---:|---:|---:|---:|---:|',
  `| \`GET ${API_PATH}\` | ${api.rps.toFixed(0)} | ${api.p50} | ${api.p99} | ${api.errors} | ${api.idleMb.toFixed(0)} MB → ${api.peakMb.toFixed(0)} MB |`,
  '',
  target(`${TARGETS.apiRps} requests/s or more with p99 at most ${TARGETS.apiP99Ms} ms`, api.rps >= TARGETS.apiRps && api.p99 <= TARGETS.apiP99Ms, `${api.rps.toFixed(0)} req/s, p99 ${api.p99} ms`),
  'The list is served from memory as ready JSON with an ETag (memory: the first worker process).',
  '',
  '## Lighthouse (mobile: simulated mid-range phone on slow 4G, system Chromium)',
  '',
  `A first visit: no cache, no consent choice yet (the consent banner shows). Each page ${LIGHTHOUSE_RUNS} times, as Lighthouse advises for its run-to-run variance; the figures are the run with the median Performance score, with the lowest and highest of the ${LIGHTHOUSE_RUNS} beside it. Each page type's two pages share a row, their figures in the order of the paths.`,
  '',
  '| page | paths | Performance | (lowest–highest) | Accessibility | Best Practices | SEO | FCP ms | LCP ms | TBT ms | CLS | audits below full score |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ...scoreGroups.map(scoreRow),
  '',
  target(`Performance ${TARGETS.performance} on every page Lighthouse audits (median of ${LIGHTHOUSE_RUNS} runs)`, lowest.performance >= TARGETS.performance, `lowest ${lowest.performance}`),
  target(
    `Accessibility, Best Practices and SEO ${TARGETS.otherCategories} (not counted on the 404 page: its status and noindex are meant, and the browser logs the status)`,
    CATEGORIES.slice(1).every((id) => lowest[id] >= TARGETS.otherCategories),
    CATEGORIES.slice(1).map((id) => `lowest ${id} ${lowest[id]}`).join(', '),
  ),
  '',
  '## Lab and field: what the pages measure themselves',
  '',
  'Each route once more, as a returning visitor who agreed to statistics, with real (DevTools) throttling of the same phone and network the lab runs simulate: the shell measured the web vitals with the `web-vitals` library, sent them as the tab closed, and the server kept them as it keeps every visitor\'s (read back through `GET /admin/releases/<app>/vitals`). Beside them, the lab figures: the median first visit above (simulated, with the consent banner) and what Lighthouse observed in the same field run. A p75 is a bucket\'s upper end (10 ms wide below 1 s, 50 ms below 5 s). INP needs an interaction, which Lighthouse does not make; TBT is its lab stand-in.',
  '',
  '| page | route | lab LCP ms (first visit) | lab TBT ms | field run: LCP ms observed | LCP ms measured by the page | FCP ms | TTFB ms | CLS observed | CLS measured |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...scores
    .filter((r) => r.field)
    .map((r) => {
      const { route, observed, field, notMeasured } = r.field;
      if (!field) return `| ${r.name} | ${route ? `\`${route}\`` : '–'} | ${r.lcpMs.toFixed(0)} | ${r.tbtMs.toFixed(0)} | ${notMeasured} | | | | | |`;
      return `| ${r.name} | \`${route}\` | ${r.lcpMs.toFixed(0)} | ${r.tbtMs.toFixed(0)} | ${observed.lcpMs.toFixed(0)} | ${field.LCP.p75} | ${field.FCP?.p75 ?? '–'} | ${field.TTFB.p75} | ${observed.cls.toFixed(3)} | ${field.CLS?.p75.toFixed(3) ?? '–'} |`;
    }),
  '',
  '## First-load JavaScript (gzip bytes of every script the page loads)',
  '',
  '| page | scripts | KB gzip |',
  '|---|---:|---:|',
  ...js.map((r) => `| \`${r.path}\` | ${r.files} | ${r.gzipKb.toFixed(1)} |`),
  '',
  target(`At most ${TARGETS.firstLoadKb} KB on every page`, maxJs <= TARGETS.firstLoadKb, `largest ${maxJs.toFixed(1)} KB`),
  '',
  results.edge.text,
  results.devLoop.text,
  results.scale.text,
];
checks.push({ text: 'Edit to visible within a second (npm run dev)', ok: results.devLoop.ok }, ...(results.edge.checks ?? []), ...results.scale.checks);
await writeFile(BENCHMARKS, lines.join('\n'));
say(lines.join('\n'));
const missed = checks.filter((c) => !c.ok);
if (missed.length) {
  say(`\n${missed.length} target${missed.length === 1 ? '' : 's'} missed:\n${missed.map((c) => `- ${c.text}`).join('\n')}`);
  process.exitCode = 1;
}
