// Where an uncached render spends its time: a CPU profile of one server process under load.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cannon } from './load.mjs';
import { startServer } from './servers.mjs';

/** A profile frame as a reader finds it: function and file. */
const frameName = ({ functionName, url, lineNumber }) => `${functionName || '(anonymous)'} (${url ? `${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : 'native'})`;

/**
 * The functions with the most self time among the samples taken between `from` and `to`
 * (microseconds of the monotonic clock, which V8's profiler uses too), so the server's start
 * does not count.
 */
function topFrames(profile, from, to, count) {
  const frames = new Map(profile.nodes.map((node) => [node.id, frameName(node.callFrame)]));
  const self = new Map();
  let time = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (time < from || time > to) return;
    const delta = profile.timeDeltas[index + 1] ?? 0;
    self.set(frames.get(id), (self.get(frames.get(id)) ?? 0) + delta);
    total += delta;
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([frame, micros]) => ({ frame, share: total ? micros / total : 0 }));
}

/** Profiles one page rendered on every request (no page cache) after V8 has optimised the code. */
export async function profileRender(pagePath, { count = 12 } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'casino-bench-profile-'));
  const server = await startServer({ PAGE_CACHE_MB: '0', WORKERS: '1' }, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
  let window;
  try {
    await cannon(`${server.url}${pagePath}`, { duration: 10 });
    const from = Number(process.hrtime.bigint() / 1000n);
    await cannon(`${server.url}${pagePath}`);
    window = [from, Number(process.hrtime.bigint() / 1000n)];
  } finally {
    await server.stop();
  }
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  rmSync(dir, { recursive: true, force: true });
  return topFrames(profile, ...window, count);
}
