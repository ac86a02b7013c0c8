import type { RateCounters } from '../../shared/rate-counters';

/** Counts failed logins per client address in a sliding window, in the counters every worker shares. */
export class LoginThrottle {
  constructor(
    private readonly counters: RateCounters,
    private readonly maxFailures = 10,
    private readonly windowMs = 15 * 60 * 1000,
  ) {}

  /** true when the address already failed as often as the limit allows in the window */
  async isBlocked(address: string): Promise<boolean> {
    return (await this.counters.count(this.key(address), this.windowMs)) >= this.maxFailures;
  }

  recordFailure(address: string): Promise<void> {
    return this.counters.record(this.key(address), this.windowMs);
  }

  reset(address: string): Promise<void> {
    return this.counters.reset(this.key(address));
  }

  private key(address: string): string {
    return `login-failures:${address}`;
  }
}
