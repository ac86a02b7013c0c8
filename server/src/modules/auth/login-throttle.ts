/**
 * Counts failed logins per client address in a sliding window. In memory: with several app instances each
 * counts its own, so the effective limit is per instance (a shared store is the scale-out path).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures = 10,
    private readonly windowMs = 15 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** true when the address already failed more than the limit allows in the window */
  isBlocked(address: string): boolean {
    return this.recent(address).length >= this.maxFailures;
  }

  recordFailure(address: string): void {
    const list = this.recent(address);
    list.push(this.now());
    this.failures.set(address, list);
    if (this.failures.size > 10000) this.prune();
  }

  reset(address: string): void {
    this.failures.delete(address);
  }

  private recent(address: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.failures.get(address) ?? []).filter((t) => t > since);
    if (list.length) this.failures.set(address, list);
    else this.failures.delete(address);
    return list;
  }

  private prune(): void {
    for (const address of [...this.failures.keys()]) this.recent(address);
  }
}
