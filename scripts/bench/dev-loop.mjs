// The development loop's speed: from saving a change to seeing it in the open page, with
// `npm run dev` watching the shell and the guides app. Two kinds of change, each saved and put
// back EDIT_RUNS times: a guide's text (content) and a shell component (code). Each figure is
// the time from the save until the page shows the change by itself (rebuild, then the page's
// own reload), polled every 20 ms.
import { chromium } from 'playwright-core';
import { editToVisible, startDevSession } from '../../e2e/support/dev-session.ts';

export const EDIT_RUNS = 5;
export const EDIT_TARGET_MS = 1000;
const PAGE = '/guides/casino-bonus-guide';

export const EDITS = [
  {
    kind: "a guide's text",
    edit: (n) => ({ file: 'mf-guides/src/content/guides/casino-bonus-guide.ts', from: "title: 'Casino Bonus Ratgeber',", to: `title: 'Casino Bonus Ratgeber ${n}',`, marker: `Casino Bonus Ratgeber ${n}` }),
  },
  {
    kind: 'a shell component',
    edit: (n) => ({ file: 'shell/src/layout/footer.tsx', from: '<p lang="en">{FOOTER_TEXT}</p>', to: `<p lang="en" data-edit="footer-${n}">{FOOTER_TEXT}</p>`, marker: `footer-${n}` }),
  },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Per kind of change: every run's milliseconds and their median. */
export async function measureDevLoop(say = console.log) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const session = await startDevSession(['guides']);
    try {
      const page = await browser.newPage();
      await page.goto(`${session.url}${PAGE}`);
      const results = [];
      for (const { kind, edit } of EDITS) {
        const runs = [];
        // One unmeasured save first: webpack's first rebuild in a session also fills its caches.
        await editToVisible(page, edit(0));
        for (let n = 1; n <= EDIT_RUNS; n++) runs.push(Math.round(await editToVisible(page, edit(n))));
        results.push({ kind, runs, median: median(runs) });
        say(`edit to visible, ${kind}: median ${median(runs)} ms (${runs.join(', ')})`);
      }
      return results;
    } finally {
      await session.stop();
    }
  } finally {
    await browser.close();
  }
}

/** The section of BENCHMARKS.md, and whether the target was met. */
export function devLoopSection(results) {
  const ok = results.every((r) => r.median <= EDIT_TARGET_MS);
  const lines = [
    '## The development loop (`npm run dev`)',
    '',
    `\`npm run dev guides\` on the embedded database, the page \`${PAGE}\` open in Chromium. A change is saved, then put back, ${EDIT_RUNS} times per kind (after one unmeasured save); ` +
      'each figure runs from the save until the open page shows the change by itself: webpack rebuilds the app, the server serves the new build, the page reloads.',
    '',
    '| change | median ms | each run, ms |',
    '|---|---:|---|',
    ...results.map((r) => `| ${r.kind} | ${r.median} | ${r.runs.join(', ')} |`),
    '',
    `Visible within ${EDIT_TARGET_MS} ms (median): **${ok ? 'met' : 'not met'}** (${results.map((r) => `${r.kind} ${r.median} ms`).join(', ')}).`,
    '',
  ];
  return { ok, text: lines.join('\n') };
}
