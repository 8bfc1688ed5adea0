/**
 * @jest-environment node
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const ENTRY_POINTS = ['dist/cjs/index.js', 'dist/esm/index.js', 'dist/types/index.d.ts'].map((file) => path.join(root, file));

const build = () =>
  new Promise<{ code: number | null; missingSeen: number; checks: number }>((resolve) => {
    const child = spawn(process.execPath, ['build.mjs'], { cwd: root, stdio: 'ignore' });
    let missingSeen = 0;
    let checks = 0;
    let done = false;
    const check = () => {
      if (done) return;
      checks += 1;
      if (!ENTRY_POINTS.every((file) => existsSync(file))) missingSeen += 1;
      // Every millisecond: a library missing for any moment a server could start in is seen,
      // without a loop that keeps a core busy for the whole build.
      setTimeout(check, 1);
    };
    child.on('exit', (code) => {
      done = true;
      resolve({ code, missingSeen, checks });
    });
    check();
  });

// `npm run dev` rebuilds the library when its source changed; a server started meanwhile (a
// production server beside it, or a test's) failed with "Cannot find module .../dist/cjs/index.js".
test('a rebuild never leaves the library missing for a process that starts meanwhile', async () => {
  if (!ENTRY_POINTS.every((file) => existsSync(file))) expect((await build()).code).toBe(0);
  const { code, missingSeen, checks } = await build();
  expect(code).toBe(0);
  expect(checks).toBeGreaterThan(100);
  expect(missingSeen).toBe(0);
}, 120_000);
