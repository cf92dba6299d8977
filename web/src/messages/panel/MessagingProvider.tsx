import { MESSAGE_REFRESH_MS } from '@portal/schema';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  PanelConversationDocument,
  usePanelConversationsQuery,
  usePanelMessageAddedSubscription,
  usePanelMessagesQuery,
  type MessagePanel_ConversationFragment,
} from '../../__generated__/graphql';
import { useSession } from '../../state/useSession';
import { useSocketState } from '../../apollo/socket-status';
import { addConversationToCache, addMessageToCache } from './cache';
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
  const { data, refetch } = usePanelMessagesQuery({ variables: { bookingId: conversation.id }, skip: !maybeUnread });
  const lastId = conversation.lastMessage?.id;
  // Polling moved lastMessage past the cached list (live events append to both): read the list again.
  const stale = !!data && !!lastId && !data.messages.some((m) => m.id === lastId);
  useEffect(() => {
    if (stale) void refetch();
  }, [stale, refetch]);
  const count = !maybeUnread ? 0 : data && !stale ? unreadCount(data.messages, lastRead, myId) : 1;
  const id = conversation.id;
  useEffect(() => report(id, count), [id, count, report]);
  return null;
}

/** Counts the times the socket came back after being down (each one a cue to catch up on what was missed). */
function useReconnects(down: boolean): number {
  const [reconnects, setReconnects] = useState(0);
  const wasDown = useRef(false);
  useEffect(() => {
    if (down) wasDown.current = true;
    else if (wasDown.current) {
      wasDown.current = false;
      setReconnects((n) => n + 1);
    }
  }, [down]);
  return reconnects;
}

/**
 * The live side of messaging, mounted once for the signed-in shell: the conversations (polled every
 * MESSAGE_REFRESH_MS only while the subscription socket is down, read again once when it is back), the
 * messageAdded subscription written straight into the cache (a conversation not listed yet is read alone), and the
 * unread counts per booking (after the last-read message kept in the session).
 */
export function MessagingProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const myId = session.user?.id ?? '';
  const signedIn = session.signedIn;
  const client = useApolloClient();
  const socket = useSocketState();
  const [subscriptionFailed, setSubscriptionFailed] = useState(false);
  const polling = socket === 'down' || subscriptionFailed;
  const reconnects = useReconnects(polling);
  const fetching = useRef(new Set<string>());

  const fetchConversation = useCallback(
    async (bookingId: string) => {
      if (fetching.current.has(bookingId)) return;
      fetching.current.add(bookingId);
      try {
        const { data } = await client.query({
          query: PanelConversationDocument,
          variables: { bookingId },
          fetchPolicy: 'network-only',
        });
        if (data?.conversation) addConversationToCache(client.cache, data.conversation);
      } catch {
        // The next event, poll or reload lists it.
      } finally {
        fetching.current.delete(bookingId);
      }
    },
    [client],
  );

  const { restart } = usePanelMessageAddedSubscription({
    skip: !signedIn,
    onData: ({ client: c, data }) => {
      setSubscriptionFailed(false);
      const message = data.data?.messageAdded;
      if (message && !addMessageToCache(c.cache, message)) void fetchConversation(message.booking.id);
    },
    onError: () => setSubscriptionFailed(true),
  });
  // A fatal close (e.g. 1011 from a proxy, 4500 from the server) ends the subscription: poll, and try again later.
  useEffect(() => {
    if (!subscriptionFailed) return;
    const timer = setTimeout(() => {
      setSubscriptionFailed(false);
      restart();
    }, MESSAGE_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [subscriptionFailed, restart]);

  const conversationsQuery = usePanelConversationsQuery({
    skip: !signedIn,
    pollInterval: polling ? MESSAGE_REFRESH_MS : 0,
  });
  const { refetch } = conversationsQuery;
  useEffect(() => {
    if (reconnects > 0) void refetch();
  }, [reconnects, refetch]);
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
      polling,
      reconnects,
    };
  }, [conversations, conversationsQuery, counts, lastRead, myId, polling, reconnects]);

  return (
    <MessagingContext.Provider value={value}>
      {conversations.map((c) => (
        <UnreadCounter key={c.id} conversation={c} lastRead={lastRead[c.id]} myId={myId} report={report} />
      ))}
      {children}
    </MessagingContext.Provider>
  );
}
