// node:test's spec reporter, with no silent skip: a suite skipped whole (say, one that needs
// PostgreSQL) counts in the summary's "skipped" as one for each such suite, and every skip is
// listed after the run with its file and the reason it gave.
import path from 'node:path';
import { Readable } from 'node:stream';
import { spec } from 'node:test/reporters';

export default async function* testReporter(source) {
  const skipped = [];
  async function* counted() {
    for await (const event of source) {
      if (event.type === 'test:pass' && event.data.skip !== undefined) {
        const { name, file, skip, details } = event.data;
        const suite = details?.type === 'suite';
        skipped.push({ suite, line: `  - ${file ? path.relative(process.cwd(), file) : '?'}: ${suite ? 'suite ' : ''}"${name}": ${typeof skip === 'string' ? skip : 'no reason given'}` });
      }
      const count = event.type === 'test:diagnostic' && /^skipped (\d+)$/.exec(event.data.message);
      if (count) {
        const suites = skipped.filter((entry) => entry.suite).length;
        const message = suites ? `skipped ${Number(count[1]) + suites} (${suites} of them whole suites, listed below)` : event.data.message;
        yield { ...event, data: { ...event.data, message } };
        continue;
      }
      yield event;
    }
  }
  yield* Readable.from(counted()).pipe(new spec());
  if (skipped.length) yield `\nSkipped:\n${skipped.map((entry) => entry.line).join('\n')}\n`;
}
