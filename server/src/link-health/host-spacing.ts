import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Politeness towards partners: requests to one host start at least `intervalMs` apart, however
 * many links lead there; other hosts are not held up by it. Each request books the next free
 * moment of its host before it waits, so waiting requests never start together.
 */
export class HostSpacing {
  private readonly nextFree = new Map<string, number>();

  constructor(private readonly intervalMs: number) {}

  async turn(host: string, signal?: AbortSignal): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.nextFree.get(host) ?? 0);
    this.nextFree.set(host, at + this.intervalMs);
    if (at > now) await sleep(at - now, undefined, { signal });
  }
}

/** `work` for each item, at most `size` at a time, the results in the items' order. */
export async function inPool<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}
