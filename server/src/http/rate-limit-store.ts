import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { RateCounters } from '../shared/rate-counters';

/** express-rate-limit's store on the shared rate counters: one count per address whichever worker answers. */
export class CountersStore implements Store {
  private windowMs = 60_000;
  // Keys are shared between processes, so express-rate-limit must not assume they are local to this one.
  localKeys = false;

  constructor(
    private readonly counters: RateCounters,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  increment(key: string): Promise<ClientRateLimitInfo> {
    return this.counters.increment(this.prefix + key, this.windowMs);
  }

  decrement(key: string): Promise<void> {
    return this.counters.decrement(this.prefix + key);
  }

  resetKey(key: string): Promise<void> {
    return this.counters.reset(this.prefix + key);
  }
}
