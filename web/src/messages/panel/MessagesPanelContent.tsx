import { Badge, Box, Button, EmptyState, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { todayUtc } from '@portal/schema';
import { useState } from 'react';
import {
  usePanelRecipientsQuery,
  type MessagePanel_ConversationFragment,
  type PanelRecipientsQuery,
} from '../../__generated__/graphql';
import { MessagesIcon } from '../../components/Icons/icons';
import { ConversationView, type ConversationTarget } from './ConversationView';
import { PANEL_COPY } from './copy';
import { PanelListItem } from './PanelListItem';
import { messageTime, stayDates } from './format';
import { useMessaging } from './useMessaging';

type Recipient = PanelRecipientsQuery['bookings'][number];

/** Active bookings: not cancelled and not ended (endDate is the exclusive checkout day). */
export function activeBookings(bookings: readonly Recipient[], today = todayUtc()) {
  return bookings.filter((b) => !b.deletedAt && b.endDate > today);
}

function recipientTarget(b: Recipient): ConversationTarget {
  return {
    bookingId: b.id,
    guestName: b.mainGuest?.fullName ?? b.providerGuestName ?? null,
    propertyName: b.property.name,
    startDate: b.startDate,
    endDate: b.endDate,
  };
}

function Empty({ text }: { text: string }) {
  return (
    <EmptyState.Root size="sm">
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.fg">
          <MessagesIcon />
        </EmptyState.Indicator>
        <EmptyState.Description textAlign="center">{text}</EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function RecipientPicker({ onPick, onCancel }: { onPick: (t: ConversationTarget) => void; onCancel: () => void }) {
  const { data, loading } = usePanelRecipientsQuery();
  const active = activeBookings(data?.bookings ?? []);
  return (
    <Stack gap="2">
      <HStack justify="space-between">
        <Text fontWeight="semibold">{PANEL_COPY.newMessage}</Text>
        <Button size="xs" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </HStack>
      {loading && !data ? (
        <Spinner />
      ) : active.length === 0 ? (
        <Text color="fg.muted">{PANEL_COPY.noActiveBookings}</Text>
      ) : (
        <Stack as="ul" gap="1" aria-label="Recipients" listStyleType="none">
          {active.map((b) => (
            <PanelListItem key={b.id} justifyContent="flex-start" onClick={() => onPick(recipientTarget(b))}>
              <Stack gap="0" align="flex-start">
                <Text>{b.mainGuest?.fullName ?? b.providerGuestName ?? PANEL_COPY.guestFallback}</Text>
                <Text textStyle="xs" color="fg.muted">
                  {b.property.name} · {stayDates(b.startDate, b.endDate)}
                </Text>
              </Stack>
            </PanelListItem>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

const conversationTarget = (c: MessagePanel_ConversationFragment): ConversationTarget => ({
  bookingId: c.id,
  guestName: c.guestName,
  propertyName: c.propertyName,
  startDate: c.booking.startDate,
  endDate: c.booking.endDate,
});

function ConversationList({ onOpen }: { onOpen: (t: ConversationTarget) => void }) {
  const { conversations, unread, loading } = useMessaging();
  const recipients = usePanelRecipientsQuery({ skip: loading || conversations.length > 0 });
  if (loading || (conversations.length === 0 && recipients.loading && !recipients.data)) return <Spinner />;
  if (conversations.length === 0) {
    const hasBookings = (recipients.data?.bookings.length ?? 0) > 0;
    return <Empty text={hasBookings ? PANEL_COPY.noConversations : PANEL_COPY.noBookings} />;
  }
  return (
    <Stack as="ul" gap="1" aria-label="Conversations" listStyleType="none">
      {conversations.map((c) => {
        const count = unread[c.id] ?? 0;
        const name = c.guestName ?? PANEL_COPY.guestFallback;
        return (
          <PanelListItem
            key={c.id}
            justifyContent="space-between"
            aria-label={count > 0 ? `${name}, ${count} unread` : name}
            onClick={() => onOpen(conversationTarget(c))}
          >
            <Stack gap="0" align="flex-start" minW="0" flex="1">
              <Text fontWeight={count > 0 ? 'bold' : 'medium'}>{name}</Text>
              <Text textStyle="xs" color="fg.muted">
                {c.propertyName}
              </Text>
              {c.lastMessage && (
                <Text textStyle="sm" color="fg.muted" truncate maxW="full" fontWeight="normal">
                  {c.lastMessage.content}
                </Text>
              )}
            </Stack>
            <Stack gap="1" align="flex-end" flexShrink={0} alignSelf="flex-start" pt="0.5">
              {c.lastMessage && (
                <Text textStyle="xs" color="fg.muted" fontWeight="normal">
                  {messageTime(c.lastMessage.createdAt)}
                </Text>
              )}
              {count > 0 && (
                <Badge colorPalette="brand" variant="solid" data-testid={`unread-${c.id}`}>
                  {count}
                </Badge>
              )}
            </Stack>
          </PanelListItem>
        );
      })}
    </Stack>
  );
}

/** Says so while the socket is down and the panel refreshes on a timer instead (spec §9: every 10 seconds). */
function PollingNotice() {
  const { polling } = useMessaging();
  if (!polling) return null;
  return (
    <Text role="status" textStyle="xs" color="fg.muted" bg="bg.muted" px="3" py="1.5" rounded="l2">
      {PANEL_COPY.polling}
    </Text>
  );
}

/**
 * The body of the messaging side panel: the conversation list, one conversation, or the recipient picker. With
 * `openBookingId` (a notice mail's link, `/?conversation={id}`), that conversation opens once it is listed.
 */
export function MessagesPanelContent({ openBookingId = null }: { openBookingId?: string | null }) {
  const [view, setView] = useState<'list' | 'picker' | ConversationTarget>('list');
  const { conversations } = useMessaging();
  const linked = conversations.find((c) => c.id === openBookingId);
  const [linkOpened, setLinkOpened] = useState(false);
  if (linked && !linkOpened) {
    setLinkOpened(true);
    setView(conversationTarget(linked));
  }
  return (
    <Stack gap="3" h="full">
      <PollingNotice />
      {view === 'picker' ? (
        <RecipientPicker onPick={setView} onCancel={() => setView('list')} />
      ) : view !== 'list' ? (
        <ConversationView target={view} onBack={() => setView('list')} />
      ) : (
        <>
          <HStack justify="flex-end">
            <Button size="sm" variant="subtle" colorPalette="brand" onClick={() => setView('picker')}>
              <Box as="span" aria-hidden fontSize="lg" lineHeight="1">
                +
              </Box>
              {PANEL_COPY.newMessage}
            </Button>
          </HStack>
          <ConversationList onOpen={setView} />
        </>
      )}
    </Stack>
  );
}
