import crypto from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The Redis the tests use: TEST_REDIS_URL, else (in CI) the one CI starts on 127.0.0.1:6379. Locally without
 * TEST_REDIS_URL the tests that need Redis skip; in CI they run, so a missing Redis fails them.
 */
export const testRedisUrl = process.env.TEST_REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
export const redisRequired = Boolean(process.env.TEST_REDIS_URL?.trim()) || process.env.CI === 'true';
export const describeWithRedis = redisRequired ? describe : describe.skip;

/** A key prefix of this test run alone, so parallel runs on one Redis never see each other's keys. */
export const uniqueRedisPrefix = (name: string) => `receitas-test:${name}:${crypto.randomBytes(6).toString('hex')}:`;

/** Every key under the prefix (with its remaining time to live, ms), for assertions. */
export async function redisKeys(redis: Redis, prefix: string): Promise<Map<string, number>> {
  const keys = new Map<string, number>();
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    for (const key of found) keys.set(key, await redis.pttl(key));
  } while (cursor !== '0');
  return keys;
}

/** Deletes every key under the prefix (they expire on their own too; this keeps a shared Redis tidy). */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true });
  try {
    await redis.connect();
    const keys = [...(await redisKeys(redis, prefix)).keys()];
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
