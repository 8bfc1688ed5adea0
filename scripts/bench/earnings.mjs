// `npm run bench -- earnings`: postbacks a second one worker takes, each a new conversion, and
// the 30-day earnings report by placement over a million clicks and 50,000 conversions, its
// closed days rolled up as the servers roll them up, today read from the clicks.
import { createRequire } from 'node:module';
import { openPostgres } from '../../server/src/core/db/postgres-database.ts';
import { rollUpEarnings } from '../../server/src/earnings/earnings-rollup.ts';
import { database, startServer } from './servers.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

const HEADING = '## Earnings: postbacks and the report';
const TARGETS = { postbacksPerSecond: 2000, reportMs: 300 };
const ADMIN_TOKEN = 'bench-admin-token-0123456789abcdef0123';
const CLICKS = 1_000_000;
const CONVERSIONS = 50_000;
const DAYS = 30;
const REPORT_RUNS = 7;

/** The admin API with the bench's token. */
const admin = (base, path, body) =>
  fetch(`${base}${path}`, { method: body ? 'POST' : 'GET', headers: { authorization: `Bearer ${ADMIN_TOKEN}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body && JSON.stringify(body) });

/** Postbacks for `seconds`, each with a conversion id of its own (autocannon's `[<id>]`), half of them for clicks the site made. */
function postbacks(base, secret, clickId, seconds) {
  const url = `${base}/postback/bench?click_id=${clickId}&event=deposit&amount=10&conversion_id=[<id>]&secret=${secret}`;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 20, duration: seconds, idReplacement: true }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * The closed days rolled up with the servers' own code (each server does so every few minutes;
 * the server under test may be at some of the days at the same moment, so the days it holds are
 * waited for): how long it took, in seconds.
 */
async function rollUp(databaseUrl) {
  const db = await openPostgres({ connectionString: databaseUrl, poolSize: 2, queryTimeoutMs: 600_000, log: { info: () => {}, warn: (_object, message) => console.warn(message) }, waitAtStart: false });
  try {
    const started = performance.now();
    const days = new Set();
    for (let round = 0; round < 50; round++) {
      const rolled = await rollUpEarnings(db, { keptDays: 400 });
      for (const day of rolled.days) days.add(day);
      if (!rolled.busy.length) return { seconds: (performance.now() - started) / 1000, days: days.size };
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the earnings rollup found days busy for ten seconds');
  } finally {
    await db.close();
  }
}

/**
 * A million clicks over the last 30 days on 40 placements and 50 casinos, and 50,000 conversions
 * of them, written straight into the server's own PostgreSQL database (the report reads them as
 * it reads the site's), the closed days rolled up, then the 30-day report by placement asked
 * `REPORT_RUNS` times.
 */
async function measureReport(server, say) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    await client.query(
      `INSERT INTO affiliate_clicks (casino_slug, source_path, language, position, clicked_at, click_id, network)
       SELECT 'casino-' || (i % 50), (ARRAY['/', '/casino-vergleich', '/beste-casino-boni', '/reviews', '/en', '/en/casino-comparison', '/live-casino-deutschland', '/locations/berlin/online-casino'])[1 + i % 8],
              CASE WHEN i % 5 = 0 THEN 'en' ELSE 'de' END, 1 + (i / 8) % 5, now() - ((i % ${DAYS * 24 * 60}) || ' minutes')::interval, 'bench-' || i, 'bench'
       FROM generate_series(1, ${CLICKS}) AS i`,
    );
    await client.query(
      `INSERT INTO conversions (network, conversion_id, click_id, click, event, amount, currency, amount_eur, occurred_at, source)
       SELECT 'bench', 'hist-' || c.id, c.click_id, c.id, (ARRAY['registration', 'first_deposit', 'deposit', 'revenue'])[1 + (c.id % 4)::int], 25, 'EUR', 25, c.clicked_at + interval '1 hour', 'report'
       FROM affiliate_clicks c WHERE c.network = 'bench' AND c.click_id LIKE 'bench-%' AND c.id % ${CLICKS / CONVERSIONS} = 0`,
    );
    await client.query('ANALYZE affiliate_clicks; ANALYZE conversions');
    say(`earnings: ${CLICKS} clicks and ${CONVERSIONS} conversions written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
  const rolled = await rollUp(server.databaseUrl);
  say(`earnings: ${rolled.days} closed days rolled up in ${rolled.seconds.toFixed(1)} s`);
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const times = [];
  for (let run = 0; run < REPORT_RUNS; run++) {
    const started = performance.now();
    const answer = await admin(server.url, `/admin/reports/earnings.csv?from=${from}&to=${to}&by=placement`);
    await answer.text();
    if (!answer.ok) throw new Error(`the earnings report answered ${answer.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const report = { medianMs: times[Math.floor(REPORT_RUNS / 2)], worstMs: times.at(-1), rollup: rolled };
  say(`earnings: the 30-day report by placement in ${report.medianMs.toFixed(0)} ms (median of ${REPORT_RUNS}), at most ${report.worstMs.toFixed(0)} ms`);
  return report;
}

export async function measureEarnings(say) {
  const server = await startServer({ ADMIN_TOKEN, WORKERS: '1', POSTBACK_RATE_LIMIT: '1000000' });
  say(`earnings: one worker on the ${database} database`);
  try {
    const made = await (await admin(server.url, '/admin/networks', { name: 'bench', clickIdParam: 'subid', currency: 'EUR' })).json();
    const go = await fetch(`${server.url}/go/stake?from=/&pos=1`, { redirect: 'manual', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36' } });
    const clickId = new URL(go.headers.get('location')).searchParams.get('subid') ?? 'unknown';
    await postbacks(server.url, made.secret, clickId, 2);
    const rounds = [];
    for (let round = 0; round < 3; round++) {
      const result = await postbacks(server.url, made.secret, clickId, 5);
      rounds.push({ rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx });
      say(`earnings: postbacks ${rounds.at(-1).rps.toFixed(0)}/s, p99 ${rounds.at(-1).p99} ms, ${rounds.at(-1).errors} errors`);
    }
    const postbackRound = [...rounds].sort((a, b) => a.rps - b.rps)[1];
    const report = server.databaseUrl ? await measureReport(server, say) : null;
    return { postbacks: postbackRound, report };
  } finally {
    await server.stop();
  }
}

export function earningsSection({ postbacks: round, report }) {
  const lines = [
    HEADING,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)}, one worker on the ${database} database. Postbacks: autocannon, 20 connections, 3 rounds of 5 s after a warm-up, the median round; each postback a new conversion id of a click the site made.`,
    '',
    '| figure | value | target |',
    '|---|---:|---:|',
    `| postbacks taken a second, one worker | ${round.rps.toFixed(0)} (p99 ${round.p99} ms, ${round.errors} errors) | at least ${TARGETS.postbacksPerSecond} |`,
    report
      ? [
          `| the ${DAYS}-day report by placement, ${CLICKS.toLocaleString('en')} clicks and ${CONVERSIONS.toLocaleString('en')} conversions, the closed days rolled up and today read from the clicks, ms | ${report.medianMs.toFixed(0)} (median of ${REPORT_RUNS}; at most ${report.worstMs.toFixed(0)}) | at most ${TARGETS.reportMs} |`,
          `| rolling up those ${report.rollup.days} closed days, one after the other as a server does, s | ${report.rollup.seconds.toFixed(1)} | |`,
        ].join('\n')
      : `| the ${DAYS}-day report over ${CLICKS.toLocaleString('en')} clicks | not measured: it needs PostgreSQL (DATABASE_URL), where the bench writes the clicks itself | at most ${TARGETS.reportMs} ms |`,
    '',
  ];
  const postbacksOk = round.rps >= TARGETS.postbacksPerSecond && round.errors === 0;
  const reportOk = report !== null && report.medianMs <= TARGETS.reportMs;
  lines.push(`Postbacks at least ${TARGETS.postbacksPerSecond} a second on one worker: **${postbacksOk ? 'met' : 'not met'}**.`);
  lines.push(`The ${DAYS}-day report in at most ${TARGETS.reportMs} ms: **${report ? (reportOk ? 'met' : 'not met') : 'not measured'}**.`, '');
  return { text: lines.join('\n'), ok: postbacksOk && reportOk };
}
