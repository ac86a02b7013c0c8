import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

export interface RecipeChange {
  recipeId: number;
  /** the recipe version the write committed at */
  version: number;
  /** it was public before the write and is not now: every page that may show it must go, outage copies included */
  withdrawn: boolean;
}

/**
 * Tells every other process (each worker of each instance) that a recipe write committed, so they patch their
 * search index and facet table at once instead of rebuilding them when they next see the version move. A lost
 * message costs only that rebuild: the version in the database stays the authority.
 */
export interface RecipeChangeBroadcast {
  publish(change: RecipeChange): Promise<void>;
  /** changes published by other processes */
  subscribe(listener: (change: RecipeChange) => void): void;
  close(): Promise<void>;
}

interface Message extends RecipeChange {
  origin: string;
}

const isMessage = (m: unknown): m is Message =>
  typeof m === 'object' &&
  m !== null &&
  typeof (m as Message).origin === 'string' &&
  Number.isSafeInteger((m as Message).recipeId) &&
  Number.isSafeInteger((m as Message).version) &&
  ['boolean', 'undefined'].includes(typeof (m as Message).withdrawn);

/** Over Redis pub/sub: one channel per site (the key prefix), one subscriber connection per process. */
export class RedisRecipeChangeBroadcast implements RecipeChangeBroadcast {
  private readonly origin = crypto.randomUUID();
  private readonly channel: string;
  private readonly listeners: ((change: RecipeChange) => void)[] = [];

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    prefix: string,
    private readonly logger: Logger,
  ) {
    this.channel = `${prefix}recipe-changed`;
  }

  /** Subscribes before resolving, so no change published after boot is missed. */
  static async open(
    publisher: Redis,
    subscriber: Redis,
    prefix: string,
    logger: Logger,
  ): Promise<RedisRecipeChangeBroadcast> {
    const broadcast = new RedisRecipeChangeBroadcast(publisher, subscriber, prefix, logger);
    subscriber.on('message', (channel: string, text: string) => {
      if (channel === broadcast.channel) broadcast.receive(text);
    });
    await subscriber.subscribe(broadcast.channel);
    return broadcast;
  }

  async publish(change: RecipeChange): Promise<void> {
    const message: Message = { origin: this.origin, ...change };
    try {
      await this.publisher.publish(this.channel, JSON.stringify(message));
    } catch (err) {
      // The write is committed; other processes will see the version move and rebuild instead.
      this.logger.warn({ err: (err as Error).message, ...change }, 'recipe change not broadcast (Redis unreachable)');
    }
  }

  subscribe(listener: (change: RecipeChange) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    await this.subscriber.unsubscribe(this.channel).catch(() => undefined);
  }

  private receive(text: string): void {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      message = null;
    }
    if (!isMessage(message)) return void this.logger.warn({ channel: this.channel }, 'malformed recipe change ignored');
    if (message.origin === this.origin) return;
    // an instance of the previous release sends no `withdrawn`
    const change = { recipeId: message.recipeId, version: message.version, withdrawn: message.withdrawn === true };
    for (const listener of this.listeners) listener(change);
  }
}
