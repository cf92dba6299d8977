import { unreadCount } from '../messages/panel/unread';
import { useGuestSession } from './guest-context';

interface Message {
  id: string;
  sender: { id: string };
}

/**
 * The guest's unread messages in the stay's conversation: the host side panel's rule and data (the messages after
 * the last one read, kept per booking in the session, from someone else), and how to mark them read.
 */
export function useStayUnread(bookingId: string, messages: readonly Message[], userId: string | null) {
  const { state, store } = useGuestSession();
  const unread = userId ? unreadCount(messages, state.messaging.lastRead[bookingId], userId) : 0;
  const newestId = messages.at(-1)?.id;
  return { unread, newestId, markRead: store.markRead };
}
