// The casino search under load: /api/casino-search asked with terms as visitors type them
// (the first letters of a name while suggestions show, a whole name with a typo), for the scale
// benchmark at 2,000 casinos.
import { createRequire } from 'node:module';
import { casinoSearchPath } from '../../shared/src/api/search-casinos.ts';
import { CONNECTIONS, DURATION, ROUNDS } from './load.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

/** Suggestions while typing ask for a few; the results page for the whole count. */
const SUGGESTIONS = 8;

/**
 * What visitors type for each casino: its first 3, 5 and 8 letters in lower case, the name with a
 * letter left out, with two letters swapped, and in lower case with umlauts spelled out: six
 * terms a name, all different, so a catalogue of 2,000 gives some 10,000 searches.
 */
export function searchTerms(casinos) {
  const paths = new Set();
  for (const { name } of casinos) {
    const lower = name.toLowerCase();
    for (const length of [3, 5, 8]) if (lower.length > length) paths.add(casinoSearchPath(lower.slice(0, length), SUGGESTIONS));
    const middle = Math.floor(name.length / 2);
    paths.add(casinoSearchPath(name.slice(0, middle) + name.slice(middle + 1)));
    if (name.length > 3) paths.add(casinoSearchPath(name.slice(0, middle - 1) + name[middle] + name[middle - 1] + name.slice(middle + 1)));
    paths.add(casinoSearchPath(lower.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss')));
  }
  return [...paths];
}

/**
 * One autocannon run over `paths`, every connection taking the next one in turn: as fast as the
 * server answers, or at `rate` requests a second in all (latency at a load, not at saturation).
 */
function run(origin, paths, duration, rate) {
  let next = 0;
  const requests = [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }];
  return new Promise((resolve, reject) => {
    autocannon(
      { url: origin, connections: CONNECTIONS, duration, requests, headers: { 'accept-encoding': 'br, gzip' }, ...(rate ? { overallRate: rate } : {}) },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * Searches per second and latency over `paths` (at `rate` a second, or as fast as answered): a
 * warm-up, then ROUNDS runs, the median round reported (as load.mjs's measure does for one URL).
 */
export async function measureSearch(origin, paths, { warmUpSeconds = 2, rate } = {}) {
  await run(origin, paths, warmUpSeconds, rate);
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    const result = await run(origin, paths, DURATION, rate);
    rounds.push({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx });
  }
  const median = [...rounds].sort((a, b) => a.rps - b.rps)[Math.floor(ROUNDS / 2)];
  return { ...median, errors: rounds.reduce((sum, round) => sum + round.errors, 0) };
}
