import { EventEmitter } from 'node:events';
import { PubSub } from 'graphql-subscriptions';
import { Redis } from 'ioredis';

/** Subscription events: in-process, or through Redis so every gateway instance delivers them. */
export interface GatewayPubSub {
  /** To every subscriber of the topic, on every gateway instance (through Redis when configured). */
  publish(topic: string, payload: unknown): Promise<void>;
  /** To this instance's subscribers only: for events every instance receives anyway (the API's, over Redis). */
  deliverLocally(topic: string, payload: unknown): Promise<void>;
  asyncIterableIterator<T>(topic: string): AsyncIterableIterator<T>;
  close(): Promise<void>;
}

export interface PubSubOptions {
  redisUrl?: string | undefined;
  channelPrefix?: string;
  /** Redis only: raw channels (after the prefix) whose messages are handed to `onChannel` (the API's events). */
  channels?: { name: string; onMessage: (message: string) => void }[];
}

const TOPIC = 'topic:';

export function createPubSub({
  redisUrl,
  channelPrefix = 'portal:',
  channels = [],
}: PubSubOptions = {}): GatewayPubSub {
  // Subscribers always listen in process; with Redis, what any instance publishes is fed in here from Redis.
  const local = new PubSub({ eventEmitter: unboundedEmitter() });
  const deliverLocally = (topic: string, payload: unknown) => local.publish(topic, payload);
  if (!redisUrl) {
    return {
      publish: deliverLocally,
      deliverLocally,
      asyncIterableIterator: (topic) => local.asyncIterableIterator(topic),
      close: async () => {},
    };
  }
  // Redis needs one connection in subscriber mode and another for publishing. ioredis reconnects by itself (and
  // re-subscribes); its errors are logged instead of crashing the process as unhandled 'error' events.
  const publisher = new Redis(redisUrl);
  const subscriber = new Redis(redisUrl);
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error: Error) => console.error(`Redis pub/sub: ${error.message}`));
  }
  const topicPattern = `${channelPrefix}${TOPIC}*`;
  const handlers = new Map(channels.map((channel) => [channelPrefix + channel.name, channel.onMessage]));
  void subscriber.psubscribe(topicPattern).catch(() => {});
  if (handlers.size > 0) void subscriber.subscribe(...handlers.keys()).catch(() => {});
  subscriber.on('pmessage', (_pattern: string, channel: string, message: string) => {
    try {
      void deliverLocally(channel.slice(channelPrefix.length + TOPIC.length), JSON.parse(message));
    } catch (error) {
      console.error(`Redis pub/sub: unreadable message on ${channel}: ${(error as Error).message}`);
    }
  });
  subscriber.on('message', (channel: string, message: string) => handlers.get(channel)?.(message));
  return {
    publish: async (topic, payload) => {
      await publisher.publish(`${channelPrefix}${TOPIC}${topic}`, JSON.stringify(payload));
    },
    deliverLocally,
    asyncIterableIterator: (topic) => local.asyncIterableIterator(topic),
    close: async () => {
      // A subscriber-mode connection only takes (un)subscribe commands: drop it instead of sending QUIT.
      subscriber.disconnect();
      await publisher.quit();
    },
  };
}

/** One listener per open subscription: thousands are expected, not a leak. */
function unboundedEmitter() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return emitter;
}
