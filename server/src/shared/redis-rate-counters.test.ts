import net, { type AddressInfo } from 'node:net';
import pino from 'pino';
import type { Redis } from 'ioredis';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { deleteRedisKeys, describeWithRedis, redisKeys, testRedisUrl, uniqueRedisPrefix } from '../test/redis';
import { closeRedis, connectRedis, RedisUnavailableError } from './redis';
import { MAX_EVENTS_PER_KEY, RedisRateCounters } from './redis-rate-counters';

/** Generous: the machine may be busy; conditions are polled, never waited for by a fixed sleep. */
const DEADLINE_MS = 60_000;

async function until(what: string, condition: () => boolean): Promise<void> {
  const deadline = Date.now() + DEADLINE_MS;
  for (let pause = 20; !condition(); pause = Math.min(pause * 2, 500)) {
    if (Date.now() > deadline) throw new Error(`still not true after ${DEADLINE_MS} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

interface LogLine {
  level: number;
  msg: string;
}

const HOUR = 3_600_000;
const prefix = uniqueRedisPrefix('counters');
const log: LogLine[] = [];
const logger = pino({ level: 'info', base: undefined }, { write: (line: string) => log.push(JSON.parse(line)) });
const clients: Redis[] = [];

/** Counters on their own connection, as another process or instance would have them. */
async function aProcess(url = testRedisUrl): Promise<{ counters: RedisRateCounters; redis: Redis }> {
  const redis = await connectRedis(url, 'counters-test', logger);
  clients.push(redis);
  return { counters: new RedisRateCounters(redis, prefix, logger), redis };
}

describeWithRedis('rate counters in Redis (TEST_REDIS_URL; skipped without it outside CI)', () => {
  afterAll(async () => {
    await Promise.all(clients.map((c) => closeRedis(c)));
    await deleteRedisKeys(testRedisUrl, prefix);
  });

  it('a sliding-window limit counts the events of every process together', async () => {
    const [a, b] = [await aProcess(), await aProcess()];
    const taken = [];
    for (let i = 0; i < 6; i++) taken.push(await (i % 2 ? b : a).counters.take('comments:ana', 5, HOUR));
    expect(taken).toEqual([true, true, true, true, true, false]);
    expect(await b.counters.count('comments:ana', HOUR)).toBe(5);
    expect(await a.counters.take('comments:bia', 5, HOUR)).toBe(true); // another key counts apart
  });

  it('a slot taken and given back (a login that turned out right) frees one place for every process', async () => {
    const [a, b] = [await aProcess(), await aProcess()];
    for (let i = 0; i < 3; i++) expect(await a.counters.take('login:conta', 3, HOUR)).toBe(true);
    expect(await b.counters.take('login:conta', 3, HOUR)).toBe(false);
    await b.counters.release('login:conta');
    expect(await a.counters.count('login:conta', HOUR)).toBe(2);
    expect(await a.counters.take('login:conta', 3, HOUR)).toBe(true);
    await a.counters.release('login:ninguem'); // nothing to give back: nothing happens
    expect(await a.counters.count('login:ninguem', HOUR)).toBe(0);
  });

  it('record and count share the window; reset forgets both kinds of window of the key', async () => {
    const [a, b] = [await aProcess(), await aProcess()];
    for (let i = 0; i < 3; i++) await a.counters.record('login-failures:10.0.0.1', HOUR);
    expect(await b.counters.count('login-failures:10.0.0.1', HOUR)).toBe(3);
    await b.counters.increment('login-failures:10.0.0.1', HOUR);
    await b.counters.reset('login-failures:10.0.0.1');
    expect(await a.counters.count('login-failures:10.0.0.1', HOUR)).toBe(0);
    expect((await a.counters.increment('login-failures:10.0.0.1', HOUR)).totalHits).toBe(1);
  });

  it('a fixed window (express-rate-limit) counts across processes and takes hits back', async () => {
    const [a, b] = [await aProcess(), await aProcess()];
    const before = Date.now();
    expect((await a.counters.increment('api:10.0.0.2', 60_000)).totalHits).toBe(1);
    const second = await b.counters.increment('api:10.0.0.2', 60_000);
    expect(second.totalHits).toBe(2);
    // the window ends one minute after its first hit, whichever process answers
    expect(second.resetTime.getTime()).toBeGreaterThan(before);
    expect(second.resetTime.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
    await a.counters.decrement('api:10.0.0.2');
    expect((await b.counters.increment('api:10.0.0.2', 60_000)).totalHits).toBe(2);
    await a.counters.decrement('api:nunca-visto');
    expect((await a.counters.increment('api:nunca-visto', 60_000)).totalHits).toBe(1);
  });

  it('every key expires with its window, is prefixed and stays short; a flood keeps a bounded set', async () => {
    const { counters, redis } = await aProcess();
    const address = `contact:${'x'.repeat(10_000)}@exemplo.com`;
    await counters.take(address, 5, 90_000);
    await counters.increment('api:10.0.0.3', 60_000);
    for (let i = 0; i < MAX_EVENTS_PER_KEY + 20; i++) await counters.record('login-failures:flood', HOUR);
    expect(await counters.count('login-failures:flood', HOUR)).toBe(MAX_EVENTS_PER_KEY);
    const keys = await redisKeys(redis, prefix);
    expect(keys.size).toBeGreaterThanOrEqual(3);
    for (const [key, ttl] of keys) {
      expect(key.startsWith(prefix)).toBe(true);
      expect(key.length).toBeLessThan(prefix.length + 100);
      expect(ttl).toBeGreaterThan(0); // -1 would be a key living forever
      expect(ttl).toBeLessThanOrEqual(HOUR);
    }
  });

  it(
    'while Redis is unreachable the limits count in the process (logged once), and in Redis again after',
    async () => {
      const target = new URL(testRedisUrl);
      const proxy: TcpProxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
      try {
        const cut = new URL(testRedisUrl);
        cut.hostname = '127.0.0.1';
        cut.port = String(proxy.port);
        const { counters, redis } = await aProcess(cut.toString());
        const other = await aProcess();
        expect(await counters.take('newsletter:cut', 2, HOUR)).toBe(true);

        await proxy.close();
        await until('the client sees the connection gone', () => redis.status !== 'ready');
        const warnings = () => log.filter((l) => l.msg.startsWith('Redis unreachable: rate limits count')).length;
        const during = [];
        for (let i = 0; i < 3; i++) during.push(await counters.take('newsletter:cut', 2, HOUR));
        // the process still limits on its own (what it saw of the window before the cut is in Redis, not here)
        expect(during).toEqual([true, true, false]);
        expect(warnings()).toBe(1);

        await proxy.open();
        await until('the client reconnects', () => redis.status === 'ready');
        expect(await counters.take('newsletter:cut', 2, HOUR)).toBe(true); // Redis had 1: this is the 2nd
        expect(await other.counters.take('newsletter:cut', 2, HOUR)).toBe(false);
        expect(log.some((l) => l.msg === 'rate limits count in Redis again')).toBe(true);
        await closeRedis(redis); // while its line is open, so nothing is left waiting on a dead socket
      } finally {
        await proxy.close();
      }
    },
    2 * DEADLINE_MS,
  );

  it('a Redis that cannot be reached at boot stops with a clear error naming REDIS_URL', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const attempt = connectRedis(`redis://:segredo@127.0.0.1:${port}`, 'boot-test', logger);
    await expect(attempt).rejects.toThrow(RedisUnavailableError);
    await expect(attempt).rejects.toThrow(
      /Não foi possível conectar ao Redis em redis:\/\/:\*\*\*@127\.0\.0\.1.*REDIS_URL/,
    );
  });
});
