// Load from autocannon, reported as the median of several rounds.
import { createRequire } from 'node:module';
import http from 'node:http';
import { readFile } from 'node:fs/promises';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

export const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
export const ROUNDS = 3;
export const CONNECTIONS = 10;

export function cannon(url, { duration = DURATION, headers } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * A warm-up run, then ROUNDS measured ones; the round with the median throughput is reported,
 * because other work on a shared machine moves single runs by a third either way.
 */
export async function measure(url, { warmUpSeconds = 2, ...options } = {}) {
  await cannon(url, { ...options, duration: warmUpSeconds });
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    const result = await cannon(url, options);
    rounds.push({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx });
  }
  const median = [...rounds].sort((a, b) => a.rps - b.rps)[Math.floor(ROUNDS / 2)];
  return { ...median, errors: rounds.reduce((sum, round) => sum + round.errors, 0) };
}

/** Resident memory of a process in MB, from /proc. */
export async function rssMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Runs a load and samples the server's memory while it lasts. */
export async function measureWithMemory(url, pid) {
  const samples = [];
  const timer = setInterval(async () => samples.push(await rssMb(pid)), 250);
  try {
    const row = await measure(url);
    return { ...row, idleMb: samples[0] ?? 0, peakMb: Math.max(...samples, 0) };
  } finally {
    clearInterval(timer);
  }
}

/**
 * `count` requests for one URL at the same moment, each on a connection of its own, as visitors
 * arriving together; returns how often each X-Page-Cache value came back.
 */
export async function burst(url, count) {
  const answers = await Promise.all(
    Array.from({ length: count }, () =>
      new Promise((resolve, reject) => {
        http
          .get(url, { agent: false }, (response) => {
            response.resume().on('end', () => resolve(response.headers['x-page-cache'] ?? `status ${response.statusCode}`));
          })
          .on('error', reject);
      }),
    ),
  );
  return answers.reduce((counts, answer) => ({ ...counts, [answer]: (counts[answer] ?? 0) + 1 }), {});
}
