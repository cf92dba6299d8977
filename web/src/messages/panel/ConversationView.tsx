import { Box, Button, Field, HStack, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { MAX_MESSAGE_LENGTH, MESSAGE_REFRESH_MS } from '@portal/schema';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  usePanelMarkConversationReadMutation,
  usePanelMessagesQuery,
  usePanelSendMessageMutation,
} from '../../__generated__/graphql';
import { waitMessage } from '../../apollo/errors';
import { useFlash } from '../../components/Flash/useFlash';
import { useSession } from '../../state/useSession';
import { addMessageToCache } from './cache';
import { PANEL_COPY } from './copy';
import { messageTime, stayDates } from './format';
import { TemplatePicker } from './TemplatePicker';
import { useMessaging } from './useMessaging';

export interface ConversationTarget {
  bookingId: string;
  guestName: string | null;
  propertyName: string | null;
  startDate: string;
  endDate: string;
}

/** One booking's conversation: its messages as plain text (own ones on the right), and the message box. */
export function ConversationView({ target, onBack }: { target: ConversationTarget; onBack: () => void }) {
  const { bookingId } = target;
  const session = useSession();
  const myId = session.user?.id ?? '';
  const { markRead } = session;
  const flash = useFlash();
  const { polling, reconnects } = useMessaging();
  const { data, loading, refetch } = usePanelMessagesQuery({
    variables: { bookingId },
    pollInterval: polling ? MESSAGE_REFRESH_MS : 0,
  });
  useEffect(() => {
    if (reconnects > 0) void refetch();
  }, [reconnects, refetch]);
  const messages = data?.messages ?? [];
  const newestId = messages.at(-1)?.id;
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [send, { loading: sending }] = usePanelSendMessageMutation();

  // Opening (and keeping open) a conversation reads its newest message; the server then drops the host's pending
  // mail notice (best effort: if that fails, a notice mail may still come).
  const [markConversationRead] = usePanelMarkConversationReadMutation();
  useEffect(() => {
    if (!newestId) return;
    markRead(bookingId, newestId);
    markConversationRead({ variables: { bookingId } }).catch(() => undefined);
  }, [bookingId, newestId, markRead, markConversationRead]);

  const tooLong = text.trim().length > MAX_MESSAGE_LENGTH;
  const blank = text.trim() === '';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (blank || tooLong || sending) return;
    setError(null);
    try {
      await send({
        variables: { bookingId, content: text },
        update: (cache, result) => {
          const message = result.data?.sendMessage;
          if (!message) return;
          addMessageToCache(cache, message, {
            __typename: 'Conversation',
            id: bookingId,
            guestName: target.guestName,
            propertyName: target.propertyName,
            booking: { __typename: 'Booking', id: bookingId, startDate: target.startDate, endDate: target.endDate },
          });
        },
      });
      setText('');
      flash.show(PANEL_COPY.messageSent);
    } catch (e) {
      setError(waitMessage(e) ?? (e instanceof Error ? e.message : String(e)));
    }
  }

  return (
    <Stack gap="3" h="full">
      <HStack justify="space-between">
        <Button size="xs" variant="ghost" onClick={onBack}>
          ← {PANEL_COPY.back}
        </Button>
      </HStack>
      <Box>
        <Text fontWeight="semibold">{target.guestName ?? PANEL_COPY.guestFallback}</Text>
        <Text textStyle="xs" color="fg.muted">
          {target.propertyName} · {stayDates(target.startDate, target.endDate)}
        </Text>
      </Box>
      <Stack gap="2" flex="1" overflowY="auto" role="log" aria-label="Conversation">
        {loading && !data && <Spinner />}
        {data && messages.length === 0 && (
          <Text color="fg.muted" textStyle="sm" textAlign="center" py="6">
            {PANEL_COPY.noMessagesYet}
          </Text>
        )}
        {messages.map((m) => {
          const own = m.sender.id === myId;
          return (
            <Box
              key={m.id}
              alignSelf={own ? 'flex-end' : 'flex-start'}
              maxW="80%"
              bg={own ? 'brand.subtle' : 'bg.muted'}
              px="3"
              py="2"
              borderRadius="md"
              data-own={own ? 'true' : 'false'}
              data-testid="message"
            >
              <Text textStyle="xs" color="fg.muted">
                {own ? messageTime(m.createdAt) : `${m.sender.fullName} · ${messageTime(m.createdAt)}`}
              </Text>
              {/* Plain text: React escapes it, so no HTML in a message is ever interpreted. */}
              <Text whiteSpace="pre-wrap" wordBreak="break-word">
                {m.content}
              </Text>
            </Box>
          );
        })}
      </Stack>
      <form onSubmit={(e) => void onSubmit(e)}>
        <Stack gap="2">
          <TemplatePicker
            values={{
              guestName: target.guestName ?? PANEL_COPY.guestFallback,
              listingName: target.propertyName ?? '',
              checkIn: target.startDate,
              checkOut: target.endDate,
            }}
            onPick={(content) => {
              setText(content);
              setError(null);
              box.current?.focus();
            }}
          />
          <Field.Root invalid={tooLong || !!error}>
            <Field.Label srOnly>Message</Field.Label>
            <Textarea
              ref={box}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Write a message"
              autoresize
              minH="16"
            />
            <HStack justify="space-between" w="full">
              {tooLong ? (
                <Field.ErrorText>{PANEL_COPY.tooLong}</Field.ErrorText>
              ) : error ? (
                <Field.ErrorText>{error}</Field.ErrorText>
              ) : (
                <span />
              )}
              <Field.HelperText ms="auto" data-testid="message-counter">
                {text.length}/{MAX_MESSAGE_LENGTH}
              </Field.HelperText>
            </HStack>
          </Field.Root>
          <Button type="submit" colorPalette="brand" disabled={blank || tooLong} loading={sending} alignSelf="flex-end">
            Send
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
