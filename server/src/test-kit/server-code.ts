import path from 'node:path';
import { buildIsCurrent } from '../core/source-stamp';

const SERVER_DIR = path.resolve(__dirname, '..', '..');

/**
 * The arguments for `node` that run one of the server's entry points (`main`, `cli/release`,
 * `cli/db-import`, `cli/whitelist-import`) in a process of its own: its build in dist/ when that is the build of the
 * source as it is now (after `npm run build`, as in `npm test`), else the source through tsx, so
 * a test run after an edit without a build still tests the edit.
 */
export function serverEntry(entry: 'main' | 'cli/release' | 'cli/db-import' | 'cli/whitelist-import'): string[] {
  current ??= buildIsCurrent();
  return current ? [path.join(SERVER_DIR, 'dist', `${entry}.js`)] : ['--import', 'tsx', path.join(SERVER_DIR, 'src', `${entry}.ts`)];
}

let current: boolean | undefined;
