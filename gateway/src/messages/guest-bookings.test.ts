import { describe, expect, it } from 'vitest';
import { withTestStack, type Answer, graphql, type TestUser } from '../test/harness.js';
import { addBookedListing } from '../test/listings.js';

const call = (user: TestUser, query: string, variables: Record<string, unknown> = {}) =>
  graphql<Answer>(stack.gateway.url, query, { variables, token: user.token });

const directBooking = (name: string, startIn: number) => addBookedListing(stack.gateway, host, name, startIn);

const BOOKING = `query($id: ID!) {
  booking(id: $id) { id mainGuest { id firstName lastName fullName avatarImage { squareSmallUrl } } property { id name } }
}`;
const CONVERSATION = `query($bookingId: ID!) {
  conversation(bookingId: $bookingId) { id guestName propertyName booking { id } lastMessage { content } }
}`;
const JOIN = `mutation($bookingId: ID!, $inviteCode: String!) {
  joinBooking(bookingId: $bookingId, inviteCode: $inviteCode) { id property { name } mainGuest { fullName } }
}`;
const SEND = `mutation($bookingId: ID!, $content: String!) { sendMessage(bookingId: $bookingId, content: $content) { id } }`;

const stack = withTestStack({ users: ['Ada', 'Grace', 'Eve'] });
const [host, guest, stranger] = stack.users;
const { ok } = stack;

describe('a booking seen by its host and by its joined guest', () => {
  it('has a null mainGuest until a guest joins, then the guest (id and name)', async () => {
    const { id, inviteCode } = await directBooking('Harbour View', 20);
    expect((await ok(host, BOOKING, { id })).booking).toEqual({
      id,
      mainGuest: null,
      property: { id: expect.any(String), name: 'Harbour View' },
    });

    const { joinBooking } = await ok(guest, JOIN, { bookingId: id, inviteCode });
    // The guest reads the listing's name from the guest view, not a NOT_FOUND of the host's listing.
    expect(joinBooking).toEqual({ id, property: { name: 'Harbour View' }, mainGuest: { fullName: 'Grace Host' } });

    const seenByHost = (await ok(host, BOOKING, { id })).booking;
    expect(seenByHost.mainGuest).toEqual({
      id: guest.id,
      firstName: 'Grace',
      lastName: 'Host',
      fullName: 'Grace Host',
      avatarImage: null,
    });
    const seenByGuest = (await ok(guest, BOOKING, { id })).booking;
    expect(seenByGuest.property.name).toBe('Harbour View');
    expect(seenByGuest.mainGuest.id).toBe(guest.id);
    expect((await call(stranger, BOOKING, { id })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('answers one conversation to its host and guest: null before any message, NOT_FOUND to others', async () => {
    const { id, inviteCode } = await directBooking('Lighthouse Loft', 40);
    expect((await ok(host, CONVERSATION, { bookingId: id })).conversation).toBeNull();
    await ok(guest, JOIN, { bookingId: id, inviteCode });
    await ok(guest, SEND, { bookingId: id, content: 'First message from the guest' });

    const expected = {
      id,
      guestName: 'Grace Host',
      propertyName: 'Lighthouse Loft',
      booking: { id },
      lastMessage: { content: 'First message from the guest' },
    };
    expect((await ok(host, CONVERSATION, { bookingId: id })).conversation).toEqual(expected);
    expect((await ok(guest, CONVERSATION, { bookingId: id })).conversation).toEqual(expected);
    expect((await call(stranger, CONVERSATION, { bookingId: id })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');

    // The guest's conversation list reads the listing through the guest view too.
    const { conversations } = await ok(
      guest,
      '{ conversations { id booking { property { name } mainGuest { id } } } }',
    );
    expect(conversations).toContainEqual({
      id,
      booking: { property: { name: 'Lighthouse Loft' }, mainGuest: { id: guest.id } },
    });
  });
});
