/** Beyond this many keys in one window, the oldest window's keys are forgotten (a flood of addresses costs memory once). */
const MAX_KEYS = 50_000;

/**
 * At most `limit` uses per key in a fixed window of `windowMs`, counted by this server alone:
 * cheap enough to sit in front of every postback.
 */
export class FixedWindows {
  private startedAt = 0;
  private used = new Map<string, number>();

  constructor(
    private readonly windowMs: number,
    private readonly limit: number,
    private readonly clock: () => number = Date.now,
  ) {}

  private roll(now: number): void {
    if (now - this.startedAt >= this.windowMs || this.used.size > MAX_KEYS) {
      this.startedAt = now;
      this.used = new Map();
    }
  }

  /** Takes one use of `key`'s budget: false when it is spent. */
  take(key: string, now = this.clock()): boolean {
    this.roll(now);
    const used = this.used.get(key) ?? 0;
    if (used >= this.limit) return false;
    this.used.set(key, used + 1);
    return true;
  }

  /** Whether `key`'s budget is spent, without taking from it. */
  spent(key: string, now = this.clock()): boolean {
    this.roll(now);
    return (this.used.get(key) ?? 0) >= this.limit;
  }
}
