import type { Clock } from "../clock";

/** Fixed-window counters per key (in memory: limits are per server process). */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts one hit for `key`; false when it goes over `limit` in the current window. */
  hit(key: string, limit: number): boolean {
    const now = this.clock.now().getTime();
    const current = this.windows.get(key);
    if (current === undefined || now - current.start >= this.windowMs) {
      if (this.windows.size > 50_000) this.prune(now);
      this.windows.set(key, { start: now, count: 1 });
      return 1 <= limit;
    }
    current.count += 1;
    return current.count <= limit;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key);
    }
  }
}
