import type { MessagePanel_MessageFragment } from '../../__generated__/graphql';

type Msg = Pick<MessagePanel_MessageFragment, 'id'> & { sender: { id: string } };

/** Unread = the messages after the last-read one (all of them when none was read), from other senders. */
export function unreadCount(messages: readonly Msg[], lastReadId: string | undefined, myId: string): number {
  const index = lastReadId ? messages.findIndex((m) => m.id === lastReadId) : -1;
  return messages.slice(index + 1).filter((m) => m.sender.id !== myId).length;
}

/** Without the messages list: whether the newest message may be unread (from someone else, not the last read). */
export function lastMessageUnread(last: Msg | null | undefined, lastReadId: string | undefined, myId: string) {
  return !!last && last.sender.id !== myId && last.id !== lastReadId;
}
