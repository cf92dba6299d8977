import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MessageTemplatesDocument,
  PanelConversationDocument,
  PanelConversationsDocument,
  PanelMessageAddedDocument,
  PanelMessagesDocument,
  PanelRecipientsDocument,
} from '../../__generated__/graphql';
import { socketStatus } from '../../apollo/socket-status';
import { SIGNED_IN } from '../../test/fixtures';
import { mockOf } from '../../test/graphql-mocks';
import { renderWithProviders, storeWith, type HarnessOptions } from '../../test/render';
import { MessagesPanelContent } from './MessagesPanelContent';
import { MessagingProvider } from './MessagingProvider';
import { PANEL_COPY } from './copy';
import { useMessaging } from './useMessaging';

const guest = { id: 'guest-1', firstName: 'Grace', lastName: 'Hopper', fullName: 'Grace Hopper' };

const message = (id: string, content: string, bookingId = 'booking-1', minute = 1) => ({
  id,
  content,
  createdAt: `2026-05-01T10:0${minute}:00.000Z`,
  sender: guest,
  booking: { id: bookingId },
});

const conversation = (bookingId: string, propertyName: string, last: ReturnType<typeof message>) => ({
  id: bookingId,
  guestName: 'Grace Hopper',
  propertyName,
  booking: { id: bookingId, startDate: '2099-06-01', endDate: '2099-06-05' },
  lastMessage: last,
});

const conversations = (list: ReturnType<typeof conversation>[]) =>
  mockOf(PanelConversationsDocument, {}, { conversations: list });

function Probe() {
  const { polling, totalUnread } = useMessaging();
  return (
    <>
      <output data-testid="polling">{String(polling)}</output>
      <output data-testid="total">{totalUnread}</output>
    </>
  );
}

function renderPanel(mocks: HarnessOptions['mocks'], lastRead: Record<string, string> = {}) {
  const store = storeWith(SIGNED_IN);
  for (const [b, m] of Object.entries(lastRead)) store.markRead(b, m);
  return renderWithProviders(
    <MessagingProvider>
      <Probe />
      <MessagesPanelContent />
    </MessagingProvider>,
    { store, mocks },
  );
}

afterEach(() => socketStatus.set('idle'));

describe('messaging side panel, live', () => {
  it('lists a conversation the client had not seen when its first message arrives (one targeted read)', async () => {
    const first = message('m9', 'Hello, we just booked!', 'booking-2');
    renderPanel([
      conversations([]),
      mockOf(PanelRecipientsDocument, {}, { bookings: [] }),
      { ...mockOf(PanelMessageAddedDocument, {}, { messageAdded: first }), delay: 1_500 },
      mockOf(
        PanelConversationDocument,
        { bookingId: 'booking-2' },
        { conversation: conversation('booking-2', 'Harbour View', first) },
      ),
      mockOf(PanelMessagesDocument, { bookingId: 'booking-2' }, { messages: [first] }),
      // No second PanelConversations answer: a full refetch would fail and leave the list empty.
    ]);
    await screen.findByText(/You don't have any bookings yet/);
    const list = await screen.findByRole('list', { name: 'Conversations' }, { timeout: 5_000 });
    expect(within(list).getByText('Harbour View')).toBeTruthy();
    expect(within(list).getByText('Hello, we just booked!')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('unread-booking-2').textContent).toBe('1'));
    expect(screen.getByTestId('total').textContent).toBe('1');
  });

  it('polls while the socket is down and reads the conversations again when it is back', async () => {
    const before = message('m1', 'Hi');
    const missed = message('m2', 'Are you there?', 'booking-1', 2);
    renderPanel(
      [
        conversations([conversation('booking-1', 'Sea View', before)]),
        conversations([conversation('booking-1', 'Sea View', missed)]),
        mockOf(PanelMessagesDocument, { bookingId: 'booking-1' }, { messages: [before, missed] }),
        // A subscription that stays open, quiet (an unmocked one would fail, and a failed one polls too).
        { ...mockOf(PanelMessageAddedDocument, {}, { messageAdded: missed }), delay: 600_000 },
      ],
      { 'booking-1': 'm1' },
    );
    await screen.findByText('Hi');
    expect(screen.getByTestId('polling').textContent).toBe('false');

    expect(screen.queryByText(PANEL_COPY.polling)).toBeNull();
    act(() => socketStatus.set('down'));
    expect(screen.getByTestId('polling').textContent).toBe('true');
    expect(screen.getByText(PANEL_COPY.polling).getAttribute('role')).toBe('status');
    expect(PANEL_COPY.polling).toBe('Live updates are paused: messages refresh every 10 seconds.');

    act(() => socketStatus.set('live'));
    expect(screen.getByTestId('polling').textContent).toBe('false');
    expect(screen.queryByText(PANEL_COPY.polling)).toBeNull();
    // Back live: one catch-up read of the conversations brings what was missed, with its unread count.
    expect(await screen.findByText('Are you there?')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('unread-booking-1').textContent).toBe('1'));
  });

  it('fills the text box from a template, with the booking in its placeholders', async () => {
    const last = message('m1', 'Hi');
    const { user } = renderPanel(
      [
        conversations([conversation('booking-1', 'Sea View', last)]),
        mockOf(PanelMessagesDocument, { bookingId: 'booking-1' }, { messages: [last] }),
        mockOf(
          MessageTemplatesDocument,
          {},
          {
            messageTemplates: [
              { id: 't1', name: 'Welcome', content: 'Hi {guestName}, welcome to {listingName}!' },
              { id: 't2', name: 'Dates', content: 'See you on {checkIn}; checkout {checkOut}. {unknown} stays.' },
            ],
          },
        ),
      ],
      { 'booking-1': 'm1' },
    );
    await user.click(await screen.findByRole('button', { name: /Grace Hopper/ }));
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'draft');
    const picker = await screen.findByRole('combobox', { name: 'Use a template…' });
    await user.selectOptions(picker, 'Welcome');
    expect(box).toHaveProperty('value', 'Hi Grace Hopper, welcome to Sea View!');
    await user.selectOptions(picker, 'Dates');
    expect(box).toHaveProperty('value', 'See you on 2099-06-01; checkout 2099-06-05. {unknown} stays.');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
  });

  it('offers the way to templates when the host has none', async () => {
    const last = message('m1', 'Hi');
    const { user } = renderPanel(
      [
        conversations([conversation('booking-1', 'Sea View', last)]),
        mockOf(PanelMessagesDocument, { bookingId: 'booking-1' }, { messages: [last] }),
        mockOf(MessageTemplatesDocument, {}, { messageTemplates: [] }),
      ],
      { 'booking-1': 'm1' },
    );
    await user.click(await screen.findByRole('button', { name: /Grace Hopper/ }));
    const link = await screen.findByRole('link', { name: /message templates in Settings/ });
    expect(link.getAttribute('href')).toBe('/settings#message-templates');
  });
});
