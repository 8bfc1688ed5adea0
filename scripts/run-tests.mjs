// Runs test files with node's test runner and the spec reporter of test-reporter.mjs.
//   node [--import tsx] scripts/run-tests.mjs --concurrency 3 [--groups 3] [--seconds times.json [--record]] <files...>
//
// `--groups N` deals the files into N processes. A test process first loads what every file
// needs (the TypeScript loader, the server's modules, React, a browser driver), about 1.3
// CPU-seconds on a two-core machine: once per group instead of once per file. Without it each
// file runs in a process of its own.
//
// `--seconds` names a JSON file of how long each file took (seconds by file name, without folder
// or extension): the slowest start first (a long file that started last would run alone at the
// end while the other cores wait), and the groups are dealt so that each has about as much to do.
// A file it does not name counts as the median. `--record` writes the times of a run that passed
// into it, keeping those of files the run left out.
//
// `--timeout` (milliseconds, default 20 minutes) ends a test process that takes longer, all of its
// files: it is there for a hang, not to time the tests.
//
// Each file's tests run inside a suite named after the file, so its hooks stay its own and the
// report says which file a test is in. Once a process has declared its files' suites, the runner
// stops tracking every promise (declare-tests.cjs): that made each promise ten times as costly.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import testReporter from './test-reporter.mjs';

const DECLARE_TESTS = fileURLToPath(new URL('./declare-tests.cjs', import.meta.url));

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    concurrency: { type: 'string', default: '1' },
    groups: { type: 'string', default: '0' },
    seconds: { type: 'string' },
    record: { type: 'boolean', default: false },
    timeout: { type: 'string', default: String(20 * 60_000) },
  },
});
const nameOf = (file) => path.basename(file).replace(/\.(test|spec)\.[cm]?[jt]s$/, '');
const files = positionals.map((file) => path.resolve(file));
// The embedded database has times of its own: the suites that need PostgreSQL are skipped (their
// seconds would leave a process with little to do), and each test server opens a database of its
// own. A run without DATABASE_URL deals by, and records into, `<seconds>.embedded.json`, starting
// from the PostgreSQL times until that file is written.
const secondsFile = values.seconds && !process.env.DATABASE_URL ? values.seconds.replace(/\.json$/, '.embedded.json') : values.seconds;
const readSeconds = (file) => (file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const known = readSeconds(secondsFile) ?? readSeconds(values.seconds) ?? {};
const median = Object.values(known).sort((a, b) => a - b)[Math.floor(Object.keys(known).length / 2)] ?? 1;
const secondsOf = (file) => known[nameOf(file)] ?? median;
const slowestFirst = [...files].sort((a, b) => secondsOf(b) - secondsOf(a) || a.localeCompare(b));

/** Longest first, each to the group with the least to do so far. */
function deal(count) {
  const groups = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  for (const file of slowestFirst) {
    const least = groups.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    least.files.push(file);
    least.seconds += secondsOf(file);
  }
  return groups.filter((group) => group.files.length).sort((a, b) => b.seconds - a.seconds).map((group) => group.files);
}

const count = Number(values.groups);
const groups = count > 0 ? deal(count) : slowestFirst.map((file) => [file]);
const entries = mkdtempSync(path.join(tmpdir(), 'test-groups-'));
const entryFiles = groups.map((group, index) => {
  const entry = path.join(entries, `${group.length === 1 ? nameOf(group[0]) : `group-${index + 1}`}.test.cjs`);
  const suites = group.map((file) => `describe(${JSON.stringify(path.basename(file))}, () => { require(${JSON.stringify(file)}); });`);
  writeFileSync(entry, `require(${JSON.stringify(DECLARE_TESTS)})(({ describe }) => {\n${suites.join('\n')}\n});\n`);
  return entry;
});

const measured = {};
const tests = run({ files: entryFiles, concurrency: Number(values.concurrency), timeout: Number(values.timeout) });
tests.on('test:fail', () => (process.exitCode = 1));
tests.on('test:pass', ({ nesting, name, details }) => {
  if (nesting === 0 && name !== undefined) measured[nameOf(name)] = Math.round(details.duration_ms / 100) / 10;
});
const report = tests.compose(testReporter);
report.pipe(process.stdout);
report.on('end', () => {
  rmSync(entries, { recursive: true, force: true });
  if (!values.record || !secondsFile || process.exitCode) return;
  const times = Object.entries({ ...known, ...measured }).sort(([a], [b]) => a.localeCompare(b));
  writeFileSync(secondsFile, `${JSON.stringify(Object.fromEntries(times), null, 2)}\n`);
});
