import { MESSAGE_REFRESH_MS } from '@portal/schema';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  usePanelConversationsQuery,
  usePanelMessageAddedSubscription,
  usePanelMessagesQuery,
  type MessagePanel_ConversationFragment,
} from '../../__generated__/graphql';
import { useSession } from '../../state/useSession';
import { addMessageToCache } from './cache';
import { MessagingContext, type Messaging } from './useMessaging';
import { lastMessageUnread, unreadCount } from './unread';

/** Newest message first; conversations without messages last. */
function newestFirst(a: MessagePanel_ConversationFragment, b: MessagePanel_ConversationFragment): number {
  const x = a.lastMessage?.createdAt ?? '';
  const y = b.lastMessage?.createdAt ?? '';
  return x === y ? 0 : x > y ? -1 : 1;
}

/** Counts one conversation's unread messages, loading its messages only when its newest one may be unread. */
function UnreadCounter({
  conversation,
  lastRead,
  myId,
  report,
}: {
  conversation: MessagePanel_ConversationFragment;
  lastRead: string | undefined;
  myId: string;
  report: (bookingId: string, count: number) => void;
}) {
  const maybeUnread = lastMessageUnread(conversation.lastMessage, lastRead, myId);
  const { data } = usePanelMessagesQuery({ variables: { bookingId: conversation.id }, skip: !maybeUnread });
  const count = !maybeUnread ? 0 : data ? unreadCount(data.messages, lastRead, myId) : 1;
  const id = conversation.id;
  useEffect(() => report(id, count), [id, count, report]);
  return null;
}

/**
 * The live side of messaging, mounted once for the signed-in shell: the conversations (polled every
 * MESSAGE_REFRESH_MS only while the subscription socket is not working), the messageAdded subscription written
 * straight into the cache, and the unread counts per booking (after the last-read message kept in the session).
 */
export function MessagingProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const myId = session.user?.id ?? '';
  const signedIn = session.signedIn;
  const [socketDown, setSocketDown] = useState(false);

  usePanelMessageAddedSubscription({
    skip: !signedIn,
    onData: ({ client: c, data }) => {
      setSocketDown(false);
      const message = data.data?.messageAdded;
      if (message) addMessageToCache(c.cache, message);
    },
    onError: () => setSocketDown(true),
  });

  const conversationsQuery = usePanelConversationsQuery({
    skip: !signedIn,
    pollInterval: socketDown ? MESSAGE_REFRESH_MS : 0,
  });
  const conversations = useMemo(
    () => [...(conversationsQuery.data?.conversations ?? [])].sort(newestFirst),
    [conversationsQuery.data],
  );

  const [counts, setCounts] = useState<Record<string, number>>({});
  const report = useCallback((bookingId: string, count: number) => {
    setCounts((current) => (current[bookingId] === count ? current : { ...current, [bookingId]: count }));
  }, []);

  const lastRead = session.messaging.lastRead;
  const value = useMemo<Messaging>(() => {
    const unread: Record<string, number> = {};
    let total = 0;
    for (const c of conversations) {
      const n = counts[c.id] ?? (lastMessageUnread(c.lastMessage, lastRead[c.id], myId) ? 1 : 0);
      unread[c.id] = n;
      total += n;
    }
    return {
      conversations,
      loading: conversationsQuery.loading && !conversationsQuery.data,
      error: conversationsQuery.error,
      unread,
      totalUnread: total,
      myId,
      polling: socketDown,
    };
  }, [conversations, conversationsQuery, counts, lastRead, myId, socketDown]);

  return (
    <MessagingContext.Provider value={value}>
      {conversations.map((c) => (
        <UnreadCounter key={c.id} conversation={c} lastRead={lastRead[c.id]} myId={myId} report={report} />
      ))}
      {children}
    </MessagingContext.Provider>
  );
}
