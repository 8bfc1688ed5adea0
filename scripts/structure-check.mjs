// npm run structure: the server's structure (.dependency-cruiser.cjs) as dependency-cruiser finds
// it, against the arrows known to break it today (.dependency-cruiser-known-violations.json). A
// violation not in that list fails, in words; one that is listed but gone is reported, so the
// list only shrinks (`--update` writes it anew, for when a change removed some).
// The tool's own --ignore-known leaves folder cycles out, so the comparison is made here.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KNOWN = path.join(root, '.dependency-cruiser-known-violations.json');
const cli = path.join(root, 'node_modules', '.bin', 'depcruise');

const run = spawnSync(cli, ['--config', '.dependency-cruiser.cjs', '--no-ignore-known', '--output-type', 'json', 'server/src'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
if (run.error || !run.stdout) {
  console.error(`The structure could not be read: ${run.error?.message ?? run.stderr.trim()}`);
  process.exit(2);
}
const cruised = JSON.parse(run.stdout);

/**
 * Arrows between capability folders (server/src/<folder>/, the entry points app.ts, main.ts,
 * workers.ts and cli/ left out) that lie on a circle: each folder of such a circle needs every
 * other to be understood. Worked out here per folder, so the list names arrows, not each path
 * of files around a circle.
 */
function folderCircles(modules) {
  const folderOf = (file) => /^server\/src\/([^/]+)\//.exec(file)?.[1] ?? null;
  const entries = new Set(['cli']);
  const arrows = new Map();
  for (const module of modules) {
    const from = folderOf(module.source);
    if (!from || entries.has(from)) continue;
    for (const dependency of module.dependencies) {
      const to = folderOf(dependency.resolved);
      if (!to || to === from || entries.has(to)) continue;
      if (!arrows.has(from)) arrows.set(from, new Set());
      arrows.get(from).add(to);
    }
  }
  const reaches = (start, goal) => {
    const seen = new Set([start]);
    const next = [start];
    while (next.length) {
      for (const to of arrows.get(next.pop()) ?? []) {
        if (to === goal) return true;
        if (seen.has(to)) continue;
        seen.add(to);
        next.push(to);
      }
    }
    return false;
  };
  return [...arrows].flatMap(([from, tos]) => [...tos].filter((to) => reaches(to, from)).map((to) => ({
    type: 'folder-arrow',
    from: `server/src/${from}`,
    to: `server/src/${to}`,
    rule: { severity: 'error', name: 'no-circular-folders' },
  })));
}

const found = [...cruised.summary.violations, ...folderCircles(cruised.modules)];

/** One violation in words, the same for the tool's answer and the known list. */
const key = (violation) => `${violation.rule.name}: ${violation.cycle ? violation.cycle.map((step) => step.name).join(' → ') : `${violation.from} → ${violation.to}`}`;

if (process.argv.includes('--update')) {
  writeFileSync(KNOWN, `${JSON.stringify(found, null, 2)}\n`);
  console.log(`${found.length} known violations written to ${path.relative(root, KNOWN)}.`);
  process.exit(0);
}
const known = new Set(JSON.parse(readFileSync(KNOWN, 'utf8')).map(key));
const now = new Set(found.map(key));
const fresh = [...now].filter((violation) => !known.has(violation));
const gone = [...known].filter((violation) => !now.has(violation));
if (gone.length) console.log(`${gone.length} known violations are gone: run \`npm run structure -- --update\` to take them off the list.`);
if (fresh.length) {
  console.error(`The server's structure has ${fresh.length} new violations (see .dependency-cruiser.cjs for each rule):`);
  for (const violation of fresh) console.error(`  ${violation}`);
  process.exit(1);
}
console.log(`The server's structure holds: no new violations (${now.size} known ones remain).`);
