import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { LocalRateCounters, type RateCounters } from './rate-counters';

// Sliding window: a sorted set of events scored by Redis's own clock (instances' clocks may differ), trimmed to the
// window on every call and kept no longer than the window. ARGV: windowMs, mode, limit, member, most events kept.
const SLIDING = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local n = redis.call('ZCARD', KEYS[1])
if ARGV[2] == 'count' then return n end
if ARGV[2] == 'take' and n >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], now, ARGV[4])
if n + 1 > tonumber(ARGV[5]) then redis.call('ZREMRANGEBYRANK', KEYS[1], 0, n - tonumber(ARGV[5])) end
redis.call('PEXPIRE', KEYS[1], window)
return 1
`;

// Fixed window (express-rate-limit): the first hit starts the window and its expiry. Returns { hits, msLeft }.
const FIXED_INCREMENT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { n, ttl }
`;

// Gives back the most recent event of a sliding window (a reserved slot whose attempt turned out fine).
const SLIDING_RELEASE = `
redis.call('ZPOPMAX', KEYS[1])
return 0
`;

const FIXED_DECREMENT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

/** Events one key keeps at most in a sliding window (a flood past any limit costs no more memory). */
export const MAX_EVENTS_PER_KEY = 1_000;
// Longer keys (an e-mail address, say) are hashed: Redis keys stay short whatever a stranger sends.
const MAX_KEY_CHARS = 200;

type Mode = 'take' | 'count' | 'record';

/** The scripts as commands of the client (ioredis sends each by its SHA1, loading it on first use). */
interface CounterScripts {
  rateSliding(key: string, windowMs: number, mode: Mode, limit: number, member: string, max: number): Promise<number>;
  rateIncrement(key: string, windowMs: number): Promise<[number, number]>;
  rateDecrement(key: string): Promise<number>;
  rateRelease(key: string): Promise<number>;
}

/**
 * The rate counters in Redis, shared by every process of every instance. Each operation is one Lua script, so a
 * check and its record are atomic. While Redis cannot be reached, the counters fall back to this process's memory
 * (limits then count per process until Redis is back) and say so once in the log: a Redis outage must neither
 * switch the limits off nor take the site down with it.
 */
export class RedisRateCounters implements RateCounters {
  private readonly fallback: LocalRateCounters;
  private readonly scripts: CounterScripts;
  private degraded = false;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly logger: Logger,
    now: () => number = Date.now,
  ) {
    this.fallback = new LocalRateCounters(now);
    redis.defineCommand('rateSliding', { numberOfKeys: 1, lua: SLIDING });
    redis.defineCommand('rateIncrement', { numberOfKeys: 1, lua: FIXED_INCREMENT });
    redis.defineCommand('rateDecrement', { numberOfKeys: 1, lua: FIXED_DECREMENT });
    redis.defineCommand('rateRelease', { numberOfKeys: 1, lua: SLIDING_RELEASE });
    this.scripts = redis as unknown as CounterScripts;
  }

  async take(key: string, limit: number, windowMs: number): Promise<boolean> {
    return this.shared(
      async () => (await this.sliding(key, windowMs, 'take', limit)) === 1,
      () => this.fallback.take(key, limit, windowMs),
    );
  }

  async count(key: string, windowMs: number): Promise<number> {
    return this.shared(
      () => this.sliding(key, windowMs, 'count', 0),
      () => this.fallback.count(key, windowMs),
    );
  }

  async record(key: string, windowMs: number): Promise<void> {
    await this.shared<unknown>(
      () => this.sliding(key, windowMs, 'record', 0),
      () => this.fallback.record(key, windowMs),
    );
  }

  async release(key: string): Promise<void> {
    await this.shared<unknown>(
      () => this.scripts.rateRelease(this.slidingKey(key)),
      () => this.fallback.release(key),
    );
  }

  async increment(key: string, windowMs: number): Promise<{ totalHits: number; resetTime: Date }> {
    return this.shared(
      async () => {
        const [hits, msLeft] = await this.scripts.rateIncrement(this.fixedKey(key), windowMs);
        return { totalHits: Number(hits), resetTime: new Date(Date.now() + Number(msLeft)) };
      },
      () => this.fallback.increment(key, windowMs),
    );
  }

  async decrement(key: string): Promise<void> {
    await this.shared<unknown>(
      () => this.scripts.rateDecrement(this.fixedKey(key)),
      () => this.fallback.decrement(key),
    );
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    await this.shared<unknown>(
      () => this.redis.del(this.slidingKey(key), this.fixedKey(key)),
      async () => undefined,
    );
  }

  private async sliding(key: string, windowMs: number, mode: Mode, limit: number): Promise<number> {
    const member = `${Date.now()}-${crypto.randomBytes(6).toString('base64url')}`;
    const events = this.slidingKey(key);
    return Number(await this.scripts.rateSliding(events, windowMs, mode, limit, member, MAX_EVENTS_PER_KEY));
  }

  private async shared<T>(inRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> {
    if (this.redis.status !== 'ready') return this.degrade(undefined, inMemory);
    try {
      const result = await inRedis();
      if (this.degraded) {
        this.degraded = false;
        this.logger.info('rate limits count in Redis again');
      }
      return result;
    } catch (err) {
      return this.degrade(err as Error, inMemory);
    }
  }

  private degrade<T>(err: Error | undefined, inMemory: () => Promise<T>): Promise<T> {
    if (!this.degraded) {
      this.degraded = true;
      this.logger.warn(
        { err: err?.message ?? `Redis ${this.redis.status}` },
        'Redis unreachable: rate limits count in this process until it is back',
      );
    }
    return inMemory();
  }

  private slidingKey(key: string): string {
    return `${this.prefix}rate:sliding:${shortKey(key)}`;
  }

  private fixedKey(key: string): string {
    return `${this.prefix}rate:fixed:${shortKey(key)}`;
  }
}

function shortKey(key: string): string {
  if (key.length <= MAX_KEY_CHARS) return key;
  return `sha256:${crypto.createHash('sha256').update(key).digest('base64url')}`;
}
