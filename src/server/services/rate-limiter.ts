// A fixed-window counter per key, for limits the per-client plugin cannot express (per user name).

export class FixedWindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait when the key is over its limit, else 0. */
  retryAfterSeconds(key: string): number {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= this.now()) return 0;
    return window.count >= this.max ? Math.ceil((window.resetAt - this.now()) / 1000) : 0;
  }

  hit(key: string): void {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.windows.size > 50_000) this.prune(now);
    } else {
      window.count += 1;
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
