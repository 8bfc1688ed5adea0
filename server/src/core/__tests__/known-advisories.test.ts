import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { expect } from 'expect';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');

// semver (a development dependency of the repository) ships without types; only its range check is needed.
const { satisfies, valid } = createRequire(__filename)('semver') as { satisfies: (version: string, range: string) => boolean; valid: (version: string) => string | null };

interface Advisory {
  package: string;
  /** A semver range. */
  affected: string;
  fixed: string;
  id: string;
  title: string;
  url: string;
}

interface Lock {
  packages: Record<string, { version?: string; link?: boolean }>;
}

const advisories = async () => (JSON.parse(await readFile(path.join(REPO_ROOT, 'security', 'advisories.json'), 'utf8')) as { advisories: Advisory[] }).advisories;
const lockFile = async () => JSON.parse(await readFile(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as Lock;

/** Every installed copy in the lock file that an advisory covers, as `name@version (id, fixed in …)`. */
function affectedInstalls(lock: Lock, list: readonly Advisory[]): string[] {
  const found: string[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    const name = location.split('node_modules/').pop();
    if (!location.includes('node_modules/') || !entry.version || entry.link) continue;
    for (const advisory of list) {
      if (advisory.package === name && satisfies(entry.version, advisory.affected)) found.push(`${location}@${entry.version} (${advisory.id}, fixed in ${advisory.fixed})`);
    }
  }
  return found;
}

/**
 * security/advisories.json keeps the publicly reported advisories that affected this project's
 * dependencies (the registry here answers no audit): an install or an update that brings an
 * affected version back fails here.
 */
describe('known advisories', () => {
  it('lists each with a range, a fixed version outside it, and a link', async () => {
    for (const advisory of await advisories()) {
      expect({ id: advisory.id, fixed: valid(advisory.fixed), outside: !satisfies(advisory.fixed, advisory.affected), link: advisory.url.startsWith('https://') }).toEqual({
        id: advisory.id,
        fixed: advisory.fixed,
        outside: true,
        link: true,
      });
    }
  });

  it('finds an affected version in a lock file that holds one', async () => {
    const lock = await lockFile();
    const copy: Lock = { packages: { ...lock.packages, 'server/node_modules/@fastify/static': { version: '8.1.1' } } };
    expect(affectedInstalls(copy, await advisories())).toEqual(expect.arrayContaining([expect.stringMatching(/^server\/node_modules\/@fastify\/static@8\.1\.1 \(GHSA-83w8-p2f5-377r, fixed in 10\.1\.1\)$/)]));
  });

  it('package-lock.json holds no version an advisory covers', async () => {
    expect(affectedInstalls(await lockFile(), await advisories())).toEqual([]);
  });
});
