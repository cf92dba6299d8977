import type { MessageItem } from '../../messages/representation.js';

/** A message was posted: the gateway hands it to the subscriptions of its participants. */
export interface MessageAddedEvent {
  type: 'message.added';
  message: MessageItem;
  /** The booking's host and joined guest: who may receive it. */
  participantIds: number[];
}

/**
 * Tokens stopped working: one (`tokenId`, after POST /logout) or every token of the user (log out everywhere, a new
 * email or password). Gateways close the live connections that use them at once.
 */
export interface TokensRevokedEvent {
  type: 'tokens.revoked';
  userId: number;
  /** The revoked token's id (`jti`); absent when all the user's tokens are retired. */
  tokenId?: string;
}

export type ApiEvent = MessageAddedEvent | TokensRevokedEvent;

/** Where the API announces what happened; adapters: in-process (EventEmitter) and Redis pub/sub. */
export interface EventPublisher {
  publish(event: ApiEvent): Promise<void>;
  close(): Promise<void>;
}

/** The EventEmitter event and, after the prefix, the Redis channel of events for everyone (schema/src/events.ts). */
export { API_EVENTS } from '@portal/schema';
