import type { MessageItem } from '../../messages/representation.js';

/** A message was posted: the gateway hands it to the subscriptions of its participants. */
export interface MessageAddedEvent {
  type: 'message.added';
  message: MessageItem;
  /** The booking's host and joined guest: who may receive it. */
  participantIds: number[];
}

export type ApiEvent = MessageAddedEvent;

/** Where the API announces what happened; adapters: in-process (EventEmitter) and Redis pub/sub. */
export interface EventPublisher {
  publish(event: ApiEvent): Promise<void>;
  close(): Promise<void>;
}

/** The name every adapter uses: the EventEmitter event and, after the prefix, the Redis channel. */
export const API_EVENTS = 'api-events';
