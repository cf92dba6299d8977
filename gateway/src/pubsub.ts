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
  // Redis needs one connection in subscriber mode and another for publishing.
  const redis = new RedisPubSub({ publisher: new Redis(redisUrl), subscriber: new Redis(redisUrl) });
  return {
    publish: (topic, payload) => redis.publish(channelPrefix + topic, payload),
    asyncIterableIterator: (topic) => redis.asyncIterableIterator(channelPrefix + topic),
    close: async () => {
      await redis.close();
    },
  };
}
