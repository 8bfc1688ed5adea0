/** Beyond this many tracked keys, windows that have ended are swept before a new one is added. */
const MAX_TRACKED = 50_000;

/**
 * A budget per key (a client address) and minute, kept in each server's memory: for what
 * costs this server, fresh page renders and error reports. Fixed windows, started by a key's
 * first use; a spent budget says when it refills.
 */
export class MinuteBudget {
  private readonly windows = new Map<string, { startedAt: number; used: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one from the key's budget; returns the seconds until it refills when it is spent. */
  take(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    if (this.perMinute <= 0) return { allowed: true };
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= 60_000) {
      if (!window && this.windows.size >= MAX_TRACKED) this.sweep(now);
      window = { startedAt: now, used: 0 };
      this.windows.set(key, window);
    }
    if (window.used >= this.perMinute) return { allowed: false, retryAfterSeconds: Math.ceil((window.startedAt + 60_000 - now) / 1000) };
    window.used += 1;
    return { allowed: true };
  }

  /** Whether the key's budget is spent, without taking from it: the seconds until it refills, or null. */
  spent(key: string): number | null {
    if (this.perMinute <= 0) return null;
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= 60_000 || window.used < this.perMinute) return null;
    return Math.ceil((window.startedAt + 60_000 - now) / 1000);
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (now - window.startedAt >= 60_000) this.windows.delete(key);
    // Still full (a flood from that many keys within a minute): start over rather than grow without bound.
    if (this.windows.size >= MAX_TRACKED) this.windows.clear();
  }
}
