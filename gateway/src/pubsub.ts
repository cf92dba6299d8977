import { EventEmitter } from 'node:events';
import { PubSub } from 'graphql-subscriptions';
import { Redis } from 'ioredis';

/** Subscription events: in-process, or through Redis so every gateway instance delivers them. */
export interface GatewayPubSub {
  /** To every subscriber of the topic, on every gateway instance (through Redis when configured). */
  publish(topic: string, payload: unknown): Promise<void>;
  /** To this instance's subscribers only: for events that reach this instance anyway (the API's, over Redis). */
  deliverLocally(topic: string, payload: unknown): Promise<void>;
  /** The topic's events from now on; with Redis, await `listening(topic)` before relying on other instances'. */
  asyncIterableIterator<T>(topic: string): AsyncIterableIterator<T>;
  /** Resolves once this instance hears the topic's events from Redis (at once without Redis). */
  listening(topic: string): Promise<void>;
  close(): Promise<void>;
}

/** A Redis channel (after the prefix) and what to do with each of its messages. */
export interface Channel {
  name: string;
  onMessage: (message: string) => void;
}

export interface PubSubOptions {
  redisUrl?: string | undefined;
  channelPrefix?: string;
  /** Redis only: channels listened to all the time (the API's events for every instance). */
  channels?: Channel[];
  /**
   * Redis only: a channel to listen to while a topic has subscribers on this instance (a user's own API events), so
   * an instance hears only about the users it serves.
   */
  channelOfTopic?: (topic: string) => Channel | undefined;
}

const TOPIC = 'topic:';

export function createPubSub({
  redisUrl,
  channelPrefix = 'portal:',
  channels = [],
  channelOfTopic = () => undefined,
}: PubSubOptions = {}): GatewayPubSub {
  // Subscribers always listen in process; with Redis, what reaches this instance is fed in here.
  const local = new PubSub({ eventEmitter: unboundedEmitter() });
  const deliverLocally = (topic: string, payload: unknown) => local.publish(topic, payload);
  if (!redisUrl) {
    return {
      publish: deliverLocally,
      deliverLocally,
      asyncIterableIterator: (topic) => local.asyncIterableIterator(topic),
      listening: async () => {},
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
  const handlers = new Map<string, (message: string) => void>();
  const always = channels.map((channel) => channelPrefix + channel.name);
  channels.forEach((channel, index) => handlers.set(always[index]!, channel.onMessage));
  if (always.length > 0) void subscriber.subscribe(...always).catch(() => {});
  subscriber.on('message', (channel: string, message: string) => handlers.get(channel)?.(message));

  // Per topic with subscribers here: the channels it listens to, how many subscribers, and when Redis confirmed.
  const topics = new Map<string, { channels: string[]; subscribers: number; ready: Promise<void> }>();
  const listen = (topic: string) => {
    const own = channelOfTopic(topic);
    const topicChannel = `${channelPrefix}${TOPIC}${topic}`;
    handlers.set(topicChannel, (message) => {
      try {
        void deliverLocally(topic, JSON.parse(message));
      } catch (error) {
        console.error(`Redis pub/sub: unreadable message on ${topicChannel}: ${(error as Error).message}`);
      }
    });
    const listened = [topicChannel];
    if (own) {
      listened.push(channelPrefix + own.name);
      handlers.set(channelPrefix + own.name, own.onMessage);
    }
    // Failures are logged by the 'error' listener; ioredis subscribes again when it reconnects.
    const ready = subscriber.subscribe(...listened).then(
      () => {},
      () => {},
    );
    return { channels: listened, subscribers: 0, ready };
  };
  const forget = (topic: string) => {
    const entry = topics.get(topic);
    if (!entry || --entry.subscribers > 0) return;
    topics.delete(topic);
    for (const channel of entry.channels) handlers.delete(channel);
    void subscriber.unsubscribe(...entry.channels).catch(() => {});
  };

  return {
    publish: async (topic, payload) => {
      await publisher.publish(`${channelPrefix}${TOPIC}${topic}`, JSON.stringify(payload));
    },
    deliverLocally,
    asyncIterableIterator: <T>(topic: string) => {
      let entry = topics.get(topic);
      if (!entry) topics.set(topic, (entry = listen(topic)));
      entry.subscribers += 1;
      return onceEnded(local.asyncIterableIterator<T>(topic), () => forget(topic));
    },
    listening: async (topic) => topics.get(topic)?.ready,
    close: async () => {
      // A subscriber-mode connection only takes (un)subscribe commands: drop it instead of sending QUIT.
      subscriber.disconnect();
      await publisher.quit();
    },
  };
}

/** The iterator, calling `onEnd` once when it is returned or thrown into (graphql-ws does on complete). */
function onceEnded<T>(iterator: AsyncIterableIterator<T>, onEnd: () => void): AsyncIterableIterator<T> {
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    onEnd();
  };
  return {
    next: () => iterator.next(),
    return: (value?: unknown) => {
      end();
      return iterator.return ? iterator.return(value) : Promise.resolve({ done: true, value: undefined });
    },
    throw: (error?: unknown) => {
      end();
      return iterator.throw ? iterator.throw(error) : Promise.reject(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/** One listener per open subscription: thousands are expected, not a leak. */
function unboundedEmitter() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return emitter;
}
