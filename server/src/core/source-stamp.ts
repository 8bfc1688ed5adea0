import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server's source (src/ without its tests) as one hash. `npm run build` writes it beside its
 * output (dist/source-stamp), so whatever runs the server's code can tell whether dist/ is the
 * build of the source as it is now: the tests start servers and commands from dist/ when it is
 * (half a second of compiling less for each) and from the source when it has changed since.
 */
const SERVER_DIR = path.resolve(__dirname, '..', '..');
const STAMP_FILE = path.join(SERVER_DIR, 'dist', 'source-stamp');

/** Every file under `dir` but the tests and their kit, in a stable order. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !path.join(entry.parentPath, entry.name).includes(`${path.sep}__tests__`) && !path.join(entry.parentPath, entry.name).includes(`${path.sep}test-kit${path.sep}`))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

export function sourceStamp(): string {
  const hash = createHash('sha256');
  for (const file of sourceFiles(path.join(SERVER_DIR, 'src'))) hash.update(path.relative(SERVER_DIR, file)).update(readFileSync(file));
  return hash.digest('hex');
}

/** True when dist/ holds the build of the source as it is now. */
export function buildIsCurrent(): boolean {
  try {
    return readFileSync(STAMP_FILE, 'utf8') === sourceStamp();
  } catch {
    return false;
  }
}

if (require.main === module) writeFileSync(STAMP_FILE, sourceStamp());
