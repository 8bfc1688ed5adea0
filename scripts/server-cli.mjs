// Runs one of the server's command-line tools (release, db-import, whitelist-import) with the server as it is
// built: a release manager's command must not rebuild, and so change, the server it runs with.
// Only when the server has never been built is it built first.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [tool, ...args] = process.argv.slice(2);
const entry = path.join(root, 'server', 'dist', 'cli', `${tool}.js`);

if (!existsSync(entry)) {
  for (const workspace of ['shared', 'server']) {
    const built = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(2);
  }
}
const run = spawnSync(process.execPath, [entry, ...args], { stdio: 'inherit' });
process.exit(run.status ?? 2);
