import type { EventEmitter } from 'node:events';
import type { MessageDto } from '@portal/contract';
import { API_EVENTS, userEventsChannel } from '@portal/schema';
import type { Channel, GatewayPubSub } from '../pubsub.js';
import { messageAddedTopic, publishMessageAdded } from './resolvers.js';

export { API_EVENTS };

/** What the REST API publishes after each new message (api/src/integrations/events). */
interface ApiEvent {
  type: string;
  message?: MessageDto;
  participantIds?: number[];
}

/** The pubsub delivering to this instance's subscribers only: these events reach every instance that needs them. */
const local = (pubsub: GatewayPubSub): GatewayPubSub => ({ ...pubsub, publish: pubsub.deliverLocally });

const isMessageAdded = (event: ApiEvent): event is Required<ApiEvent> =>
  event?.type === 'message.added' && Boolean(event.message) && Array.isArray(event.participantIds);

/**
 * Turns the API's events into subscription events for this instance's subscribers, in one process (the API's
 * emitter hands each event to this instance only, so it delivers it locally to every participant).
 */
export function apiEventHandler(pubsub: GatewayPubSub): (event: unknown) => void {
  return (raw) => {
    const event = raw as ApiEvent;
    if (isMessageAdded(event)) void publishMessageAdded(local(pubsub), event.participantIds, event.message);
  };
}

/**
 * With Redis: while a user has a `messageAdded` subscription on this instance, it listens to that user's channel,
 * where the API publishes each of their new messages; the message goes to that user's subscriptions only.
 */
export function userChannelOfTopic(pubsub: GatewayPubSub, parse: (message: string) => unknown) {
  const prefix = messageAddedTopic('');
  return (topic: string): Channel | undefined => {
    if (!topic.startsWith(prefix)) return undefined;
    const userId = topic.slice(prefix.length);
    return {
      name: userEventsChannel(userId),
      onMessage: (message) => {
        const event = parse(message) as ApiEvent;
        if (isMessageAdded(event)) void publishMessageAdded(local(pubsub), [userId], event.message);
      },
    };
  };
}

/** Listens to a REST API running in this process; returns the unsubscribe. */
export function listenInProcess(emitter: EventEmitter, handler: (event: unknown) => void): () => void {
  emitter.on(API_EVENTS, handler);
  return () => emitter.off(API_EVENTS, handler);
}
