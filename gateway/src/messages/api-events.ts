import type { EventEmitter } from 'node:events';
import type { GatewayPubSub } from '../pubsub.js';
import type { MessageDto } from '@portal/contract';
import { publishMessageAdded } from './resolvers.js';

/** The REST API's event stream: the EventEmitter event name, and the Redis channel after the prefix. */
export const API_EVENTS = 'api-events';

/** What the REST API publishes after each new message (api/src/integrations/events). */
interface ApiEvent {
  type: string;
  message?: MessageDto;
  participantIds?: number[];
}

/**
 * Turns the API's events into subscription events for this instance's subscribers. Every instance receives each
 * API event (Redis broadcasts it, or the emitter of the same process), so each delivers it locally only.
 */
export function apiEventHandler(pubsub: GatewayPubSub): (event: unknown) => void {
  const local: GatewayPubSub = { ...pubsub, publish: pubsub.deliverLocally };
  return (raw) => {
    const event = raw as ApiEvent;
    if (event?.type !== 'message.added' || !event.message || !Array.isArray(event.participantIds)) return;
    void publishMessageAdded(local, event.participantIds, event.message);
  };
}

/** Listens to a REST API running in this process; returns the unsubscribe. */
export function listenInProcess(emitter: EventEmitter, handler: (event: unknown) => void): () => void {
  emitter.on(API_EVENTS, handler);
  return () => emitter.off(API_EVENTS, handler);
}
