import type { ErrorLike } from '@apollo/client';
import { createContext, useContext } from 'react';
import type { MessagePanel_ConversationFragment } from '../../__generated__/graphql';

export interface Messaging {
  /** Newest message first. */
  conversations: MessagePanel_ConversationFragment[];
  loading: boolean;
  error: ErrorLike | undefined;
  /** Unread messages per booking id. */
  unread: Record<string, number>;
  totalUnread: number;
  /** The signed-in user's id (own messages are aligned right and never unread). */
  myId: string;
  /** True while the subscription socket is down and the conversations are polled instead. */
  polling: boolean;
  /** How many times the socket came back after being down: what was open then reads its data again. */
  reconnects: number;
}

const EMPTY: Messaging = {
  conversations: [],
  loading: false,
  error: undefined,
  unread: {},
  totalUnread: 0,
  myId: '',
  polling: false,
  reconnects: 0,
};

export const MessagingContext = createContext<Messaging>(EMPTY);

export function useMessaging(): Messaging {
  return useContext(MessagingContext);
}
