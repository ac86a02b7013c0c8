import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** Redis answers or fails within this long, so a hung Redis never holds a request (counters then fall back). */
const COMMAND_TIMEOUT_MS = 2_000;
const CONNECT_TIMEOUT_MS = 5_000;

export class RedisUnavailableError extends Error {}

/** The URL without its password, for messages and logs. */
export function redactedRedisUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/**
 * A connected Redis client, or a clear error when Redis cannot be reached at boot. Once running, the client
 * reconnects by itself; commands fail at once while it is disconnected (no offline queue), and the loss and the
 * return are logged once each.
 */
export async function connectRedis(url: string, name: string, logger: Logger): Promise<Redis> {
  let connected = false;
  const client = new Redis(url, {
    lazyConnect: true,
    // At boot one attempt decides; once running, it retries for as long as it takes, at most 2 s apart.
    retryStrategy: (attempt) => (connected ? Math.min(attempt * 100, 2_000) : null),
    connectionName: name,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  let lost = false;
  const onLoss = (err?: Error) => {
    if (!connected || lost || client.status === 'end') return;
    lost = true;
    logger.warn({ err: err?.message, client: name }, 'Redis connection lost: reconnecting');
  };
  client.on('error', onLoss); // also keeps an error event from being thrown
  client.on('close', () => onLoss());
  client.on('ready', () => {
    if (!lost) return;
    lost = false;
    logger.info({ client: name }, 'Redis connection back');
  });
  try {
    await client.connect();
    await client.ping();
    connected = true;
  } catch (err) {
    await closeRedis(client);
    throw new RedisUnavailableError(
      `Não foi possível conectar ao Redis em ${redactedRedisUrl(url)} (REDIS_URL): ${(err as Error).message}`,
    );
  }
  return client;
}

/** Closes a client: politely when connected, else by dropping its socket; resolves once it has ended. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  // Between reconnection attempts there is no socket: disconnecting only cancels the next attempt.
  const socketOpen = ['connecting', 'connect', 'ready'].includes(client.status);
  const ended = socketOpen ? new Promise((resolve) => client.once('end', resolve)) : undefined;
  if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
  else client.disconnect();
  await ended;
}
