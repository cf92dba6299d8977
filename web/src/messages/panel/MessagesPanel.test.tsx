import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import {
  PanelConversationsDocument,
  PanelMarkConversationReadDocument,
  PanelMessageAddedDocument,
  PanelMessagesDocument,
  PanelRecipientsDocument,
  PanelSendMessageDocument,
} from '../../__generated__/graphql';
import { useMessaging } from './useMessaging';
import { SIGNED_IN } from '../../test/fixtures';
import { answer, mockOf } from '../../test/graphql-mocks';
import { renderWithProviders, storeWith, type HarnessOptions } from '../../test/render';
import { MessagesPanelContent } from './MessagesPanelContent';
import { MessagingProvider } from './MessagingProvider';
import { PANEL_COPY } from './copy';

const guest = { id: 'guest-1', firstName: 'Grace', lastName: 'Hopper', fullName: 'Grace Hopper' };
const host = { id: SIGNED_IN.id, firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace' };

function message(id: string, content: string, sender = guest, createdAt = `2026-05-01T10:0${id.slice(-1)}:00.000Z`) {
  return { id, content, createdAt, sender, booking: { id: 'booking-1' } };
}

const booking = {
  id: 'booking-1',
  startDate: '2099-06-01',
  endDate: '2099-06-05',
  property: { id: 'p-1', name: 'Sea View' },
  providerGuestName: 'Grace',
};

function conversationsMock(messages: ReturnType<typeof message>[]) {
  return mockOf(
    PanelConversationsDocument,
    {},
    {
      conversations: messages.length
        ? [
            {
              id: 'booking-1',
              guestName: 'Grace Hopper',
              propertyName: 'Sea View',
              booking,
              lastMessage: messages.at(-1),
            },
          ]
        : [],
    },
  );
}

const messagesMock = (messages: ReturnType<typeof message>[]) =>
  mockOf(PanelMessagesDocument, { bookingId: 'booking-1' }, { messages });

function HeaderCount() {
  return <output data-testid="total">{useMessaging().totalUnread}</output>;
}

function renderPanel(mocks: HarnessOptions['mocks'], lastRead?: Record<string, string>, openBookingId?: string) {
  const store = storeWith(SIGNED_IN);
  for (const [b, m] of Object.entries(lastRead ?? {})) store.markRead(b, m);
  return renderWithProviders(
    <MessagingProvider>
      <HeaderCount />
      <MessagesPanelContent openBookingId={openBookingId} />
    </MessagingProvider>,
    { store, mocks },
  );
}

describe('messaging side panel', () => {
  it('shows the first empty state when there are bookings but no conversations', async () => {
    renderPanel([conversationsMock([]), mockOf(PanelRecipientsDocument, {}, { bookings: [booking] })]);
    expect(await screen.findByText(PANEL_COPY.noConversations)).toBeTruthy();
    expect(PANEL_COPY.noConversations).toBe(
      "You don't have any messages yet. Use the plus button above to send your first.",
    );
  });

  it('shows the second empty state when there are no bookings at all', async () => {
    renderPanel([conversationsMock([]), mockOf(PanelRecipientsDocument, {}, { bookings: [] })]);
    expect(
      await screen.findByText("You don't have any bookings yet. Import a Booking Calendar to begin sending messages."),
    ).toBeTruthy();
  });

  it('counts unread messages after the last-read one, from others only, and opening clears the badge', async () => {
    const list = [
      message('m1', 'Hi'),
      message('m2', 'Hello', host),
      message('m3', 'Arriving at 5'),
      message('m4', '<b>x</b>'),
    ];
    const { user, store } = renderPanel([conversationsMock(list), messagesMock(list)], { 'booking-1': 'm2' });
    await waitFor(() => expect(screen.getByTestId('unread-booking-1').textContent).toBe('2'));
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('2'));
    await user.click(screen.getByRole('button', { name: /Grace Hopper/ }));
    // Plain text: the markup is shown, not interpreted.
    expect(await screen.findByText('<b>x</b>')).toBeTruthy();
    await waitFor(() => expect(store.getState().messaging.lastRead['booking-1']).toBe('m4'));
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('0'));
    await user.click(screen.getByRole('button', { name: /Back to conversations/ }));
    await screen.findByRole('button', { name: /Grace Hopper/ });
    expect(screen.queryByTestId('unread-booking-1')).toBeNull();
  });

  it('opens the conversation a notice mail links to (`/?conversation={id}`) and tells the server it was read', async () => {
    const list = [message('m1', 'Where are the keys?')];
    const reads: string[] = [];
    const read: MockLink.MockedResponse = {
      request: { query: PanelMarkConversationReadDocument, variables: { bookingId: 'booking-1' } },
      result: () => {
        reads.push('booking-1');
        return { data: { __typename: 'Mutation', markConversationRead: true } };
      },
    };
    const { user } = renderPanel(
      [conversationsMock(list), messagesMock(list), messagesMock(list), read],
      {},
      'booking-1',
    );
    const back = await screen.findByRole('button', { name: /Back to conversations/ });
    await waitFor(() => expect(reads).toEqual(['booking-1']));
    await user.click(back);
    expect(await screen.findByRole('button', { name: /Grace Hopper/ })).toBeTruthy();
  });

  it('Send is disabled for empty or whitespace-only text and past the length cap', async () => {
    const list = [message('m1', 'Hi')];
    const { user } = renderPanel([conversationsMock(list), messagesMock(list)], { 'booking-1': 'm1' });
    await user.click(await screen.findByRole('button', { name: /Grace Hopper/ }));
    const send = await screen.findByRole('button', { name: 'Send' });
    expect(send).toHaveProperty('disabled', true);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, '   ');
    expect(send).toHaveProperty('disabled', true);
    await user.type(box, 'Welcome');
    expect(send).toHaveProperty('disabled', false);
    expect(screen.getByTestId('message-counter').textContent).toBe('10/2000');
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(2001));
    expect(send).toHaveProperty('disabled', true);
    expect(screen.getByText('Please keep a message to 2000 characters or fewer')).toBeTruthy();
  });

  it('a rate-limited send says how long to wait, next to the box, and keeps the text', async () => {
    const list = [message('m1', 'Hi')];
    const limited = new GraphQLError('Too many attempts. Try again in 1 minute.', {
      path: ['sendMessage'],
      extensions: { code: 'RATE_LIMITED', retryAfter: 37 },
    });
    const { user } = renderPanel(
      [
        conversationsMock(list),
        messagesMock(list),
        {
          request: { query: PanelSendMessageDocument, variables: { bookingId: 'booking-1', content: 'Welcome' } },
          result: { data: null, errors: [limited] },
        },
      ],
      { 'booking-1': 'm1' },
    );
    await user.click(await screen.findByRole('button', { name: /Grace Hopper/ }));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Welcome');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Too many attempts. Try again in 37 seconds.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveProperty('value', 'Welcome');
  });

  it('a messageAdded event appears in the open conversation and its list, without a refetch', async () => {
    const list = [message('m1', 'Hi')];
    const event = message('m5', 'We just landed');
    const { user } = renderPanel(
      [
        conversationsMock(list),
        messagesMock(list),
        { ...mockOf(PanelMessageAddedDocument, {}, { messageAdded: event }), delay: 2_000 },
      ],
      { 'booking-1': 'm1' },
    );
    // Sanity: the subscription mock fits the SDL.
    expect(answer(PanelMessageAddedDocument, {}, { messageAdded: event }).data.messageAdded.id).toBe('m5');
    await user.click(await screen.findByRole('button', { name: /Grace Hopper/ }));
    const log = await screen.findByRole('log', { name: 'Conversation' });
    await within(log).findByText('Hi');
    // The event comes after the conversation's messages were read (a slow machine may take a while to open it).
    expect(await within(log).findByText('We just landed', {}, { timeout: 5_000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Back to conversations/ }));
    // The conversation's last message was updated in the cache; read already (it was open).
    expect(await screen.findByText('We just landed')).toBeTruthy();
    expect(screen.queryByTestId('unread-booking-1')).toBeNull();
  });
});
