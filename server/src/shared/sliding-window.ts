/**
 * Counts events per key in a sliding time window, in memory (per app instance). `hit` records an event and says
 * whether it is still within the limit.
 */
export class SlidingWindowLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): boolean {
    const since = this.now() - this.windowMs;
    const recent = (this.events.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= this.limit) {
      this.events.set(key, recent);
      return false;
    }
    recent.push(this.now());
    this.events.set(key, recent);
    if (this.events.size > 50_000) this.prune(since);
    return true;
  }

  private prune(since: number): void {
    for (const [key, list] of this.events) if (!list.some((t) => t > since)) this.events.delete(key);
  }
}
