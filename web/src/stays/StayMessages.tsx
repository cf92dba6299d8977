import { Badge, Box, Button, Card, Field, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { MAX_MESSAGE_LENGTH, MESSAGING_MESSAGES } from '@portal/schema';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  useStayMessageAddedSubscription,
  useStaySendMessageMutation,
  type StayMessages_MessageFragment,
} from '../__generated__/graphql';
import { violationsOf } from '../apollo/errors';
import { FormError } from '../forms/FormError';
import { STAY } from './copy';
import { addStayMessage } from './messages-cache';
import { useStayUnread } from './unread';

/** How long the conversation is on screen before its new messages count as read. */
const READ_AFTER_MS = 1500;

type Message = StayMessages_MessageFragment;

const timeOf = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** The booking's conversation with the host: its history, live messages, and a box to write (never empty, §5). */
export function StayMessages({
  bookingId,
  messages,
  userId,
}: {
  bookingId: string;
  messages: readonly Message[];
  userId: string | null;
}) {
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
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
  useStayMessageAddedSubscription({
    onData: ({ client, data }) => {
      const message = data.data?.messageAdded;
      if (message && message.booking.id === bookingId) addStayMessage(client.cache, bookingId, message);
    },
  });
  const [send, { loading }] = useStaySendMessageMutation({
    update(cache, { data }) {
      if (data) addStayMessage(cache, bookingId, data.sendMessage);
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (content.trim() === '') {
      setError(MESSAGING_MESSAGES.empty);
      return;
    }
    setError(null);
    try {
      await send({ variables: { bookingId, content } });
      setContent('');
    } catch (e) {
      setError(violationsOf(e)[0]?.message ?? STAY.messageFailed);
    }
  }

  return (
    <Card.Root as="section" aria-label={STAY.messages} id="stay-messages">
      <Card.Body gap="3">
        <HStack justify="space-between" gap="2">
          <Heading as="h2" size="lg">
            {STAY.messages}
          </Heading>
          {unread > 0 && (
            <Badge colorPalette="red" variant="solid" data-testid="stay-unread">
              {STAY.unread(unread)}
            </Badge>
          )}
        </HStack>
        {messages.length === 0 && <Text color="fg.muted">{STAY.noMessages}</Text>}
        <Stack ref={logRef} gap="2" role="log" aria-label={STAY.conversation}>
          {messages.map((message) => {
            const mine = message.sender.id === userId;
            return (
              <Box
                key={message.id}
                alignSelf={mine ? 'flex-end' : 'flex-start'}
                maxW="85%"
                bg={mine ? 'brand.solid' : 'bg.muted'}
                color={mine ? 'brand.contrast' : 'fg'}
                rounded="l3"
                px="3"
                py="2"
              >
                <Text whiteSpace="pre-line">{message.content}</Text>
                <Text fontSize="xs" opacity={mine ? 1 : 0.8}>
                  {mine ? STAY.you : message.sender.fullName} · {timeOf(message.createdAt)}
                </Text>
              </Box>
            );
          })}
        </Stack>
        <form onSubmit={(event) => void submit(event)} aria-label={STAY.writeToHost}>
          <Stack gap="2">
            <FormError>{error ?? undefined}</FormError>
            <Field.Root>
              <Field.Label srOnly>{STAY.writeToHost}</Field.Label>
              <Textarea
                value={content}
                onChange={(event) => setContent(event.target.value)}
                maxLength={MAX_MESSAGE_LENGTH}
                placeholder={STAY.writeToHost}
                rows={2}
              />
            </Field.Root>
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="brand" loading={loading}>
                {STAY.send}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
