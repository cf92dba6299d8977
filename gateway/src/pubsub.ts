import { PubSub } from 'graphql-subscriptions';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { Redis } from 'ioredis';

/** Subscription events: in-process, or through Redis so every gateway instance delivers them. */
export interface GatewayPubSub {
  publish(topic: string, payload: unknown): Promise<void>;
  asyncIterableIterator<T>(topic: string): AsyncIterableIterator<T>;
  close(): Promise<void>;
}

export interface PubSubOptions {
  redisUrl?: string | undefined;
  channelPrefix?: string;
}

export function createPubSub({ redisUrl, channelPrefix = 'portal:' }: PubSubOptions = {}): GatewayPubSub {
  if (!redisUrl) {
    const local = new PubSub();
    return {
      publish: (topic, payload) => local.publish(topic, payload),
      asyncIterableIterator: (topic) => local.asyncIterableIterator(topic),
      close: async () => {},
    };
  }
  // Redis needs one connection in subscriber mode and another for publishing. ioredis reconnects by itself;
  // its errors are logged instead of crashing the process as unhandled 'error' events.
  const publisher = new Redis(redisUrl);
  const subscriber = new Redis(redisUrl);
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error: Error) => console.error(`Redis pub/sub: ${error.message}`));
  }
  const redis = new RedisPubSub({ publisher, subscriber });
  return {
    publish: (topic, payload) => redis.publish(channelPrefix + topic, payload),
    asyncIterableIterator: (topic) => redis.asyncIterableIterator(channelPrefix + topic),
    close: async () => {
      // A subscriber-mode connection only takes (un)subscribe commands: drop it instead of sending QUIT.
      subscriber.disconnect();
      await publisher.quit();
    },
  };
}
