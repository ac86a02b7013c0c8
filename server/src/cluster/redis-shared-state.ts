import type { Logger } from 'pino';
import { RedisRecipeChangeBroadcast, type RecipeChangeBroadcast } from '../modules/content/recipe-change-broadcast';
import { closeRedis, connectRedis } from '../shared/redis';
import { RedisRateCounters } from '../shared/redis-rate-counters';

/** What the processes of every instance share through Redis: the rate counters and the recipe-change broadcast. */
export interface RedisSharedState {
  counters: RedisRateCounters;
  broadcast: RecipeChangeBroadcast;
  close(): Promise<void>;
}

/** Connects this process to Redis (a command connection and a subscriber); fails with a clear error when it can't. */
export async function connectRedisSharedState(url: string, prefix: string, logger: Logger): Promise<RedisSharedState> {
  const commands = await connectRedis(url, 'receitas', logger);
  let subscriber;
  try {
    subscriber = await connectRedis(url, 'receitas:subscriber', logger);
  } catch (err) {
    await closeRedis(commands);
    throw err;
  }
  const broadcast = await RedisRecipeChangeBroadcast.open(commands, subscriber, prefix, logger);
  return {
    counters: new RedisRateCounters(commands, prefix, logger),
    broadcast,
    async close() {
      await broadcast.close();
      await Promise.all([closeRedis(subscriber), closeRedis(commands)]);
    },
  };
}
