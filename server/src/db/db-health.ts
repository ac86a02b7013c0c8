import type { Logger } from 'pino';
import { describeConnectionError, isConnectionError } from './connection-errors';

export interface DatabaseHealthOptions {
  /** a trivial query (`SELECT 1`); resolves when the database answers */
  probe: () => Promise<unknown>;
  logger: Logger;
  /** first retry once an outage started; doubles up to maxRetryMs */
  minRetryMs?: number;
  maxRetryMs?: number;
  /** while up, how often to check on its own (after start()), so /readyz and the pages notice an outage nobody's
   * request met; 0: never */
  checkEveryMs?: number;
  /** a probe still unanswered after this long counts as failed */
  probeTimeoutMs?: number;
}

class ProbeTimeout extends Error {
  readonly code = 'PROBE_TIMEOUT';
}

/**
 * Whether the database can be reached, one per process. A connection error met by a request or a job makes it
 * check at once; a failed check starts an outage (one log line), retried with backoff until the database answers
 * (one log line with the outage's length). Requests ask `isDown()` and answer 503 without touching the database.
 */
export class DatabaseHealth {
  private down = false;
  private downSince = 0;
  private retryMs: number;
  private probing = false;
  private stopped = false;
  private periodic = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly minRetryMs: number;
  private readonly maxRetryMs: number;
  private readonly checkEveryMs: number;
  private readonly probeTimeoutMs: number;

  constructor(private readonly opts: DatabaseHealthOptions) {
    this.minRetryMs = opts.minRetryMs ?? 250;
    this.maxRetryMs = opts.maxRetryMs ?? 5_000;
    this.checkEveryMs = opts.checkEveryMs ?? 5_000;
    this.probeTimeoutMs = opts.probeTimeoutMs ?? 5_000;
    this.retryMs = this.minRetryMs;
  }

  isDown(): boolean {
    return this.down;
  }

  /** Begins the periodic checks (errors reported through `observe` are checked with or without them). */
  start(): void {
    this.periodic = this.checkEveryMs > 0;
    if (this.periodic) this.schedule(this.checkEveryMs);
  }

  /** Ends all checks (shutdown): nothing is probed or logged afterwards. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /**
   * Tells the monitor about an error a request or job met. Returns true when it is a connection error (the caller
   * answers 503 and logs nothing: the monitor logs the outage once).
   */
  observe(error: unknown): boolean {
    if (!isConnectionError(error)) return false;
    if (!this.down) void this.check();
    return true;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.check(), delayMs);
    this.timer.unref();
  }

  private async check(): Promise<void> {
    if (this.probing || this.stopped) return;
    this.probing = true;
    clearTimeout(this.timer);
    let failure: unknown;
    try {
      await this.probeWithTimeout();
    } catch (err) {
      failure = err ?? new Error('probe failed');
    } finally {
      this.probing = false;
    }
    if (this.stopped) return;
    if (failure === undefined) {
      if (this.down) this.markUp();
      if (this.periodic) this.schedule(this.checkEveryMs);
    } else {
      if (this.down) this.retryMs = Math.min(this.retryMs * 2, this.maxRetryMs);
      else this.markDown(failure);
      this.schedule(this.retryMs);
    }
  }

  private probeWithTimeout(): Promise<unknown> {
    const probe = this.opts.probe();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ProbeTimeout(`no answer to the probe within ${this.probeTimeoutMs} ms`)),
        this.probeTimeoutMs,
      );
      timer.unref();
    });
    probe.catch(() => {}); // a late failure after the timeout is already counted
    return Promise.race([probe, timeout]).finally(() => clearTimeout(timer));
  }

  private markDown(cause: unknown): void {
    this.down = true;
    this.downSince = Date.now();
    this.retryMs = this.minRetryMs;
    this.opts.logger.error(
      { cause: describeConnectionError(cause) },
      'database unreachable: API and pages answer 503 until it is back',
    );
  }

  private markUp(): void {
    const outageMs = Date.now() - this.downSince;
    this.down = false;
    this.retryMs = this.minRetryMs;
    this.opts.logger.warn({ outageMs }, `database reachable again after ${(outageMs / 1000).toFixed(1)} s`);
  }
}
