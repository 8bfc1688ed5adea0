// Compiles the library once, with the styled-components plugin under the "shared"
// namespace, to ESM (for the browser bundles, tree-shakeable) and CommonJS (for the
// server, which provides the library to every app it renders). Both come from the same
// source files, so class names match between server HTML and browser.
//
// It builds beside `dist` and then moves each new file over the old one (a rename, which replaces
// a file in one step) before it removes the files that are gone: a server starting meanwhile
// (`npm start` beside `npm run dev`, which rebuilds the library when its source changed) never
// finds the library half written or missing.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const NEXT = 'dist.next';

rmSync(NEXT, { recursive: true, force: true });
const swc = (type, out) =>
  execFileSync(
    process.execPath,
    [require.resolve('@swc/cli/bin/swc.js'), 'src', '-d', out, '--strip-leading-paths', '--config-file', '.swcrc', '-C', `module.type=${type}`,
      '--ignore', '**/__tests__/**,**/test-kit/**'],
    { stdio: 'inherit' },
  );
swc('es6', `${NEXT}/esm`);
swc('commonjs', `${NEXT}/cjs`);
execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--outDir', `${NEXT}/types`], { stdio: 'inherit' });

/** Every file under `dir`, as paths relative to it. */
const filesIn = (dir) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)));

const built = new Set(filesIn(NEXT));
for (const file of built) {
  mkdirSync(path.dirname(path.join('dist', file)), { recursive: true });
  renameSync(path.join(NEXT, file), path.join('dist', file));
}
for (const file of filesIn('dist')) if (!built.has(file)) rmSync(path.join('dist', file));
rmSync(NEXT, { recursive: true, force: true });
