import { MAX_MESSAGE_LENGTH, MESSAGING_MESSAGES } from '@portal/schema';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { StaySendMessageDocument } from '../__generated__/guest-operations';
import type { StayMessages_MessageFragment } from '../__generated__/graphql';
import { violationsOf } from './client';
import { STAY } from './copy';
import { FormError } from './form';
import { useGuest } from './guest-context';
import { useStayUnread } from './unread';
import type { StayData, StayState } from './useStay';

/** How long the conversation is on screen before its new messages count as read. */
const READ_AFTER_MS = 1500;

type Message = StayMessages_MessageFragment;

const timeOf = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** Appends a message to the stay's conversation, once (the sender also gets it live). */
const withMessage = (message: Message) => (data: StayData) =>
  data.messages.some((known) => known.id === message.id) ? data : { ...data, messages: [...data.messages, message] };

/** The booking's conversation with the host: its history, live messages, and a box to write (never empty, §5). */
export function StayMessages({
  bookingId,
  messages,
  userId,
  update,
}: {
  bookingId: string;
  messages: readonly Message[];
  userId: string | null;
  update: StayState['update'];
}) {
  const { client, store, live } = useGuest();
  const inputId = useId();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const { unread, newestId, markRead } = useStayUnread(bookingId, messages, userId);
  const logRef = useRef<HTMLDivElement>(null);
  // Read once the guest has had the conversation on screen for a moment (the host's panel: once opened).
  useEffect(() => {
    const log = logRef.current;
    if (!log || !newestId || unread === 0 || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(([entry]) => {
      clearTimeout(timer);
      if (entry?.isIntersecting) timer = setTimeout(() => markRead(bookingId, newestId), READ_AFTER_MS);
    });
    observer.observe(log);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [bookingId, newestId, unread, markRead]);
  // Live: the host's answers (and the order notes the portal writes) arrive over the subscription socket.
  useEffect(
    () =>
      live(store.token, (message) => {
        if (message.booking.id === bookingId) update(withMessage(message));
      }),
    [bookingId, store, live, update],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (content.trim() === '') {
      setError(MESSAGING_MESSAGES.empty);
      return;
    }
    setError(null);
    setLoading(true);
    try {
      const { sendMessage } = await client.request(StaySendMessageDocument, { bookingId, content });
      update(withMessage(sendMessage));
      setContent('');
    } catch (e) {
      setError(violationsOf(e)[0]?.message ?? STAY.messageFailed);
    } finally {
      setLoading(false);
    }
  }

  return (
    <section className="g-card g-stack-sm" aria-label={STAY.messages} id="stay-messages">
      <div className="g-row">
        <h2 className="g-h2">{STAY.messages}</h2>
        {unread > 0 && (
          <span className="g-badge" data-testid="stay-unread">
            {STAY.unread(unread)}
          </span>
        )}
      </div>
      {messages.length === 0 && <p className="g-muted">{STAY.noMessages}</p>}
      <div ref={logRef} className="g-log" role="log" aria-label={STAY.conversation}>
        {messages.map((message) => {
          const mine = message.sender.id === userId;
          return (
            <div key={message.id} className={mine ? 'g-bubble g-bubble-mine' : 'g-bubble'}>
              <p className="g-pre">{message.content}</p>
              <p className="g-xsmall g-bubble-meta">
                {mine ? STAY.you : message.sender.fullName} · {timeOf(message.createdAt)}
              </p>
            </div>
          );
        })}
      </div>
      <form className="g-stack-xs" onSubmit={(event) => void submit(event)} aria-label={STAY.writeToHost}>
        <FormError>{error}</FormError>
        <label htmlFor={inputId} className="g-sr-only">
          {STAY.writeToHost}
        </label>
        <textarea
          id={inputId}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder={STAY.writeToHost}
          rows={2}
        />
        <div className="g-end">
          <button type="submit" className="g-button g-button-primary" disabled={loading}>
            {STAY.send}
          </button>
        </div>
      </form>
    </section>
  );
}
