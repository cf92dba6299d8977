import { beforeAll, describe, expect, it } from 'vitest';
import { withTestStack, type Answer, graphql, type GraphQLResponse, type TestUser } from '../test/harness.js';
import { addBookedListing } from '../test/listings.js';

let bookingId: string;
let inviteCode: string;

const call = (user: TestUser, query: string, variables: Record<string, unknown> = {}) =>
  graphql<Answer>(stack.gateway.url, query, { variables, token: user.token });

async function counted(user: TestUser, query: string) {
  const before = stack.gateway.rest.stats.requests;
  const response: GraphQLResponse<Answer> = await call(user, query);
  return { response, calls: stack.gateway.rest.stats.requests - before };
}

const codeOf = (response: GraphQLResponse<Answer>) => response.errors?.[0]?.extensions.code;

const SEND = `mutation($bookingId: ID!, $content: String!) {
  sendMessage(bookingId: $bookingId, content: $content) {
    id content createdAt sender { id firstName lastName fullName avatarImage { squareSmallUrl } } booking { id }
  }
}`;
const MESSAGES = `query($bookingId: ID!, $after: ID) {
  messages(bookingId: $bookingId, after: $after) { id content sender { id fullName } booking { id startDate } }
}`;
const JOIN = `mutation($bookingId: ID!, $inviteCode: String!) {
  joinBooking(bookingId: $bookingId, inviteCode: $inviteCode) { id startDate endDate }
}`;
const CONVERSATIONS = `{
  conversations { id guestName propertyName booking { id } lastMessage { id content sender { fullName } } }
}`;
const SAVE_TEMPLATE = `mutation($id: ID, $name: String!, $content: String!) {
  saveMessageTemplate(id: $id, name: $name, content: $content) { id name content }
}`;

const directBooking = (user: TestUser, name: string, startIn: number) =>
  addBookedListing(stack.gateway, user, name, startIn);

const stack = withTestStack({ users: ['Ada', 'Grace', 'Eve'] });
const [host, guest, stranger] = stack.users;
const { ok } = stack;
beforeAll(async () => {
  ({ id: bookingId, inviteCode } = await directBooking(host, 'Harbour View', 30));
});

describe('messages', () => {
  it('sends and reads back a message as the host', async () => {
    const { sendMessage } = await ok(host, SEND, { bookingId, content: '  Welcome aboard!  ' });
    expect(sendMessage).toMatchObject({
      content: 'Welcome aboard!',
      sender: { id: host.id, firstName: 'Ada', lastName: 'Host', fullName: 'Ada Host', avatarImage: null },
      booking: { id: bookingId },
    });
    const { messages } = await ok(host, MESSAGES, { bookingId });
    expect(messages.map((m: Answer) => m.content)).toContain('Welcome aboard!');
    expect(messages.at(-1)).toMatchObject({ id: sendMessage.id, booking: { id: bookingId } });

    const { sendMessage: second } = await ok(host, SEND, { bookingId, content: 'Check-in is at 3pm.' });
    const { messages: after } = await ok(host, MESSAGES, { bookingId, after: sendMessage.id });
    expect(after.map((m: Answer) => m.id)).toEqual([second.id]);
  });

  it('refuses empty content with the REST violation', async () => {
    const response = await call(host, SEND, { bookingId, content: '   ' });
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.extensions.violations).toEqual([
      { propertyPath: 'content', message: 'Please write a message' },
    ]);
  });

  it('lets a guest join with the invite code, then read and send', async () => {
    expect(codeOf(await call(guest, MESSAGES, { bookingId }))).toBe('NOT_FOUND');
    expect(codeOf(await call(guest, JOIN, { bookingId, inviteCode: 'wrong-code' }))).toBe('NOT_FOUND');

    const { joinBooking } = await ok(guest, JOIN, { bookingId, inviteCode });
    expect(joinBooking).toMatchObject({ id: bookingId });

    const { messages } = await ok(guest, MESSAGES, { bookingId });
    expect(messages.map((m: Answer) => m.content)).toEqual(['Welcome aboard!', 'Check-in is at 3pm.']);
    expect(messages[0]).toMatchObject({ sender: { id: host.id, fullName: 'Ada Host' }, booking: { id: bookingId } });

    const { sendMessage } = await ok(guest, SEND, { bookingId, content: 'Is the hot tub working?' });
    expect(sendMessage.sender).toMatchObject({ id: guest.id, fullName: 'Grace Host' });
    const { messages: seenByHost } = await ok(host, MESSAGES, { bookingId });
    expect(seenByHost.at(-1)).toMatchObject({ content: 'Is the hot tub working?', sender: { id: guest.id } });
  });

  it('answers NOT_FOUND to anyone else', async () => {
    expect(codeOf(await call(stranger, MESSAGES, { bookingId }))).toBe('NOT_FOUND');
    expect(codeOf(await call(stranger, SEND, { bookingId, content: 'Hello?' }))).toBe('NOT_FOUND');
    expect(codeOf(await call(stranger, MESSAGES, { bookingId: 'abc' }))).toBe('NOT_FOUND');
  });

  it('lists conversations as host and as guest, newest first', async () => {
    const other = await directBooking(host, 'Lighthouse Loft', 60);
    await ok(host, SEND, { bookingId: other.id, content: 'Your stay at the loft' });

    const { conversations } = await ok(host, CONVERSATIONS);
    expect(conversations).toEqual([
      {
        id: other.id,
        guestName: 'Grace Hopper',
        propertyName: 'Lighthouse Loft',
        booking: { id: other.id },
        lastMessage: { id: expect.any(String), content: 'Your stay at the loft', sender: { fullName: 'Ada Host' } },
      },
      {
        id: bookingId,
        guestName: 'Grace Host',
        propertyName: 'Harbour View',
        booking: { id: bookingId },
        lastMessage: { id: expect.any(String), content: 'Is the hot tub working?', sender: { fullName: 'Grace Host' } },
      },
    ]);

    const { conversations: asGuest } = await ok(guest, CONVERSATIONS);
    expect(asGuest.map((c: Answer) => c.id)).toEqual([bookingId]);
    expect((await ok(stranger, CONVERSATIONS)).conversations).toEqual([]);
  });

  it('reads conversations with their bookings and listings in a bounded number of REST calls', async () => {
    const one = await counted(host, '{ conversations { id booking { property { name } } } }');
    expect(one.response.errors).toBeUndefined();
    for (let i = 0; i < 3; i++) {
      const extra = await directBooking(host, `Cabin ${i}`, 100 + i * 10);
      await ok(host, SEND, { bookingId: extra.id, content: `Hello ${i}` });
    }
    const more = await counted(host, '{ conversations { id booking { property { name } } } }');
    expect(more.response.errors).toBeUndefined();
    expect(more.response.data!.conversations).toHaveLength(5);
    expect(more.response.data!.conversations[0].booking.property.name).toBe('Cabin 2');
    // me, the merged conversation list (one call), the bookings in one call, their listings in one call.
    expect(more.calls).toBeLessThanOrEqual(4);
    expect(more.calls).toBe(one.calls);
  });
});

describe('message templates', () => {
  it('creates, reads, updates and deletes; the sixth is refused with the REST violation', async () => {
    const { saveMessageTemplate: created } = await ok(host, SAVE_TEMPLATE, {
      name: 'Welcome',
      content: 'Hi {guestName}, welcome to {listingName}!',
    });
    expect(created).toMatchObject({ id: expect.any(String), name: 'Welcome' });

    const { messageTemplate } = await ok(host, 'query($id: ID!) { messageTemplate(id: $id) { id name content } }', {
      id: created.id,
    });
    expect(messageTemplate).toEqual(created);
    expect(
      codeOf(await call(stranger, 'query($id: ID!) { messageTemplate(id: $id) { id } }', { id: created.id })),
    ).toBe('NOT_FOUND');

    const { saveMessageTemplate: updated } = await ok(host, SAVE_TEMPLATE, {
      id: created.id,
      name: 'Welcome!',
      content: 'See you on {checkIn}.',
    });
    expect(updated).toEqual({ id: created.id, name: 'Welcome!', content: 'See you on {checkIn}.' });

    for (let i = 2; i <= 5; i++) await ok(host, SAVE_TEMPLATE, { name: `Template ${i}`, content: `Text ${i}` });
    const sixth = await call(host, SAVE_TEMPLATE, { name: 'Template 6', content: 'Text 6' });
    expect(codeOf(sixth)).toBe('BAD_USER_INPUT');
    expect(sixth.errors?.[0]?.extensions.violations).toEqual([
      { propertyPath: 'name', message: 'You can have at most 5 message templates' },
    ]);

    const { deleteMessageTemplate } = await ok(host, 'mutation($id: ID!) { deleteMessageTemplate(id: $id) }', {
      id: created.id,
    });
    expect(deleteMessageTemplate).toBe(created.id);
    const { messageTemplates } = await ok(host, '{ messageTemplates { id name } }');
    expect(messageTemplates).toHaveLength(4);
    expect(messageTemplates.map((t: Answer) => t.id)).not.toContain(created.id);
    expect((await ok(stranger, '{ messageTemplates { id } }')).messageTemplates).toEqual([]);
    expect(
      codeOf(await call(stranger, 'mutation($id: ID!) { deleteMessageTemplate(id: $id) }', { id: updated.id })),
    ).toBe('NOT_FOUND');
  });
});
