/**
 * Counters behind every rate limit (failed logins, comments, contact, newsletter, save-by-email, the API's
 * requests per minute). One process keeps them in memory; with several worker processes the primary keeps them and
 * the workers ask it over IPC (cluster/rate-counters-ipc.ts), so a limit is the same whichever worker answers.
 * Several app instances would swap this for a shared store (Redis) behind the same interface.
 */
export interface RateCounters {
  /** Sliding window: records an event unless `limit` events already happened within `windowMs`; true if recorded. */
  take(key: string, limit: number, windowMs: number): Promise<boolean>;
  /** Sliding window: events within `windowMs`, recording nothing. */
  count(key: string, windowMs: number): Promise<number>;
  /** Sliding window: records an event. */
  record(key: string, windowMs: number): Promise<void>;
  /** Sliding window: takes back the latest event (a slot `take` reserved that turned out not to count). */
  release(key: string): Promise<void>;
  /** Fixed window (express-rate-limit): counts a hit, starting a new window when the last one ended. */
  increment(key: string, windowMs: number): Promise<{ totalHits: number; resetTime: Date }>;
  /** Fixed window: takes a hit back. */
  decrement(key: string): Promise<void>;
  /** Forgets a key in both kinds. */
  reset(key: string): Promise<void>;
}

/** Past this many keys, expired ones are dropped on the next write (bounds memory under many addresses). */
const PRUNE_AT = 50_000;

/** The counters in this process's memory. */
export class LocalRateCounters implements RateCounters {
  private readonly events = new Map<string, { windowMs: number; times: number[] }>();
  private readonly windows = new Map<string, { hits: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async take(key: string, limit: number, windowMs: number): Promise<boolean> {
    const times = this.recent(key, windowMs);
    if (times.length >= limit) return false;
    this.push(key, windowMs, times);
    return true;
  }

  async count(key: string, windowMs: number): Promise<number> {
    return this.recent(key, windowMs).length;
  }

  async record(key: string, windowMs: number): Promise<void> {
    this.push(key, windowMs, this.recent(key, windowMs));
  }

  async release(key: string): Promise<void> {
    const entry = this.events.get(key);
    if (!entry) return;
    entry.times.pop();
    if (!entry.times.length) this.events.delete(key);
  }

  async increment(key: string, windowMs: number): Promise<{ totalHits: number; resetTime: Date }> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { hits: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
      if (this.windows.size > PRUNE_AT) this.pruneWindows(now);
    }
    window.hits += 1;
    return { totalHits: window.hits, resetTime: new Date(window.resetAt) };
  }

  async decrement(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.hits > 0) window.hits -= 1;
  }

  async reset(key: string): Promise<void> {
    this.events.delete(key);
    this.windows.delete(key);
  }

  private recent(key: string, windowMs: number): number[] {
    const since = this.now() - windowMs;
    return (this.events.get(key)?.times ?? []).filter((t) => t > since);
  }

  private push(key: string, windowMs: number, times: number[]): void {
    times.push(this.now());
    this.events.set(key, { windowMs, times });
    if (this.events.size > PRUNE_AT) this.pruneEvents();
  }

  private pruneEvents(): void {
    const now = this.now();
    for (const [key, { windowMs, times }] of this.events) {
      if (!times.some((t) => t > now - windowMs)) this.events.delete(key);
    }
  }

  private pruneWindows(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** A limit of `limit` events per key within a sliding window, under its own name among the shared counters. */
export class SlidingWindowLimiter {
  constructor(
    private readonly counters: RateCounters,
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records an event for this key; false (nothing recorded) when the key is already at its limit. */
  hit(key: string): Promise<boolean> {
    return this.counters.take(`${this.name}:${key}`, this.limit, this.windowMs);
  }
}
