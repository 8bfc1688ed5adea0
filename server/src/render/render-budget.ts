/** Beyond this many tracked addresses, windows that have ended are swept before a new one is added. */
const MAX_TRACKED = 50_000;

/**
 * A per-address budget of fresh renders per minute. Only what costs a render counts (a page
 * cache miss, a 404, a page that is never cached); cached pages and assets cost nothing
 * and are never limited, so one client cannot buy the CPU of every visitor with random URLs.
 * It lives in each server's memory: rendering is each server's own cost.
 */
export class RenderBudget {
  private readonly windows = new Map<string, { startedAt: number; renders: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one render from the address's budget; returns the seconds until it refills when it is spent. */
  take(address: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    if (this.perMinute <= 0) return { allowed: true };
    const now = this.now();
    let window = this.windows.get(address);
    if (!window || now - window.startedAt >= 60_000) {
      if (!window && this.windows.size >= MAX_TRACKED) this.sweep(now);
      window = { startedAt: now, renders: 0 };
      this.windows.set(address, window);
    }
    if (window.renders >= this.perMinute) return { allowed: false, retryAfterSeconds: Math.ceil((window.startedAt + 60_000 - now) / 1000) };
    window.renders += 1;
    return { allowed: true };
  }

  private sweep(now: number) {
    for (const [address, window] of this.windows) if (now - window.startedAt >= 60_000) this.windows.delete(address);
    // Still full (a flood from that many addresses within a minute): start over rather than grow without bound.
    if (this.windows.size >= MAX_TRACKED) this.windows.clear();
  }
}
