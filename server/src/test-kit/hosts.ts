import { execFileSync } from 'node:child_process';

/**
 * Test hosts on this machine: Linux network namespaces, each joined to another (or to this
 * machine's own namespace, `null`) by a veth pair, so what the servers say to each other and to
 * PostgreSQL really crosses a network that a test can cut. Needs root and iproute2; `reason`
 * says why hosts cannot be made here (the suite is then skipped with it).
 */
export const hostsUnavailable: string | false = (() => {
  if (process.getuid?.() !== 0) return 'several hosts are simulated with network namespaces, which need root (CI runs as root)';
  try {
    execFileSync('ip', ['netns', 'list'], { stdio: 'ignore' });
    return false;
  } catch {
    return 'several hosts are simulated with network namespaces: the ip command (iproute2) is missing';
  }
})();

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'] });

export interface Link {
  /** Namespace of each end; null is this machine's own. */
  a: string | null;
  b: string | null;
  /** The /30 network of the link, e.g. "10.77.1": a gets .1, b gets .2. */
  net: string;
}

/** Makes the namespaces and links; returns what takes them down again (links go with their namespaces). */
export function makeHosts(names: readonly string[], links: readonly Link[]): () => void {
  const suffix = `${process.pid % 10_000}`;
  const remove = () => {
    for (const name of names) {
      try {
        ip('netns', 'del', name);
      } catch {
        // already gone
      }
    }
    for (const [index, link] of links.entries()) {
      if (link.a !== null && link.b !== null) continue;
      try {
        ip('link', 'del', `vt${suffix}${index}a`);
      } catch {
        // went with its namespace
      }
    }
  };
  remove();
  try {
    for (const name of names) {
      ip('netns', 'add', name);
      ip('-n', name, 'link', 'set', 'lo', 'up');
    }
    for (const [index, link] of links.entries()) {
      const [endA, endB] = [`vt${suffix}${index}a`, `vt${suffix}${index}b`];
      ip('link', 'add', endA, 'type', 'veth', 'peer', 'name', endB);
      for (const [end, ns, host] of [[endA, link.a, 1], [endB, link.b, 2]] as const) {
        const inNs = ns === null ? [] : ['-n', ns];
        if (ns !== null) ip('link', 'set', end, 'netns', ns);
        ip(...inNs, 'addr', 'add', `${link.net}.${host}/30`, 'dev', end);
        ip(...inNs, 'link', 'set', end, 'up');
      }
    }
  } catch (error) {
    remove();
    throw error;
  }
  return remove;
}
