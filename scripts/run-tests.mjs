// Runs test files with node's test runner and the spec reporter of test-reporter.mjs, the
// slowest files first: `node --test` takes them in the order of their names, and a long file
// that starts last runs alone at the end while the other cores wait. With the slow ones first,
// the short ones fill the gaps.
//   node [--import tsx] scripts/run-tests.mjs --concurrency 3 --slow-first name,name <files...>
// `--slow-first` names files (without folder or extension) slowest first; the rest follow by name.
import path from 'node:path';
import { run } from 'node:test';
import { parseArgs } from 'node:util';
import testReporter from './test-reporter.mjs';

const { values, positionals: files } = parseArgs({
  allowPositionals: true,
  options: { concurrency: { type: 'string', default: '1' }, 'slow-first': { type: 'string', default: '' }, timeout: { type: 'string', default: '600000' } },
});
const slowFirst = values['slow-first'].split(',').filter(Boolean);
const nameOf = (file) => path.basename(file).replace(/\.(test|spec)\.[cm]?[jt]s$/, '');
const rank = (file) => {
  const index = slowFirst.indexOf(nameOf(file));
  return index === -1 ? slowFirst.length : index;
};
const unknown = slowFirst.filter((name) => !files.some((file) => nameOf(file) === name));
if (unknown.length) {
  console.error(`--slow-first names no such file: ${unknown.join(', ')}`);
  process.exit(2);
}
const ordered = [...files].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)).map((file) => path.resolve(file));

const tests = run({ files: ordered, concurrency: Number(values.concurrency), timeout: Number(values.timeout) });
tests.on('test:fail', () => (process.exitCode = 1));
tests.compose(testReporter).pipe(process.stdout);
