// Compiles the library once, with the styled-components plugin under the "shared"
// namespace, to ESM (for the browser bundles, tree-shakeable) and CommonJS (for the
// server, which provides the library to every app it renders). Both come from the same
// source files, so class names match between server HTML and browser.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

rmSync('dist', { recursive: true, force: true });
const swc = (type, out) =>
  execFileSync(
    process.execPath,
    [require.resolve('@swc/cli/bin/swc.js'), 'src', '-d', out, '--strip-leading-paths', '--config-file', '.swcrc', '-C', `module.type=${type}`,
      '--ignore', '**/__tests__/**,**/test-kit/**'],
    { stdio: 'inherit' },
  );
swc('es6', 'dist/esm');
swc('commonjs', 'dist/cjs');
execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
