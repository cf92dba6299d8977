import { PRICED_FIELDS } from '@portal/testkit/listing-fields';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, restCall, withTestStack, type Answer, type TestUser } from '../test/harness.js';
import { cursorOf } from './pages.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const stack = withTestStack({ users: ['Ada', 'Eve', 'Grace'] });
const [host, other, guest] = stack.users;
const rest = <T>(user: TestUser, method: string, path: string, body?: object) =>
  restCall<T>(stack.api.url, user, method, path, body);

const PAGE_INFO = 'pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';
const PROPERTIES = `query($first: Int, $after: String) {
  propertiesPage(first: $first, after: $after) { totalCount edges { cursor node { id name } } nodes { id } ${PAGE_INFO} }
}`;
const BOOKINGS = `query($first: Int, $after: String, $propertyId: ID) {
  bookingsPage(first: $first, after: $after, propertyId: $propertyId) { totalCount nodes { id } ${PAGE_INFO} }
}`;
const MESSAGES = `query($bookingId: ID!, $first: Int, $after: String) {
  messagesPage(bookingId: $bookingId, first: $first, after: $after) { totalCount nodes { id content } ${PAGE_INFO} }
}`;

/** Every page of a connection field, following `endCursor` while `hasNextPage`. */
async function walk(user: TestUser, query: string, field: string, variables: Record<string, unknown>) {
  const ids: string[] = [];
  const pages: Answer[] = [];
  let after: string | null = null;
  for (;;) {
    const page: Answer = (await stack.ok(user, query, { ...variables, after }))[field];
    pages.push(page);
    ids.push(...page.nodes.map((node: { id: string }) => node.id));
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  return { ids, pages };
}

async function errorCode(user: TestUser, query: string, variables: Record<string, unknown>) {
  const answer = await graphql<Answer>(stack.gateway.url, query, { variables, token: user.token });
  return answer.errors?.[0]?.extensions?.code;
}

let propertyIds: string[] = [];
let bookingIds: string[] = [];
let bookingId = '';
let serviceId = '';
const BUY = `mutation($bookingId: ID!, $lineItems: [PurchaseLineInput!]!) {
  purchaseServices(bookingId: $bookingId, lineItems: $lineItems) { id }
}`;

beforeAll(async () => {
  for (let index = 0; index < 7; index++) await rest(host, 'POST', '/properties', { name: 'Same Name' });
  await rest(other, 'POST', '/properties', { name: 'Same Name' });
  propertyIds = (await stack.ok(host, '{ properties { id } }')).properties.map((p: { id: string }) => p.id);
  const property = propertyIds[0]!;
  await stack.ok(host, 'mutation { updateUser(input: { currency: eur }) { id } }');
  const service = await rest<{ id: number }>(host, 'POST', '/services', { title: 'Late check-out', price: 2500 });
  serviceId = String(service.id);
  await rest(host, 'PUT', `/properties/${property}`, { ...PRICED_FIELDS, services: [service.id] });
  for (const day of [30, 10, 20]) {
    const body = { property: `/properties/${property}`, startDate: inDays(day), endDate: inDays(day + 3) };
    const booking = await rest<{ id: number; inviteCode: string }>(host, 'POST', '/bookings', {
      ...body,
      providerGuestName: 'Grace',
      numberOfGuest: 2,
    });
    if (day === 10) await rest(guest, 'POST', `/bookings/${booking.id}/join`, { inviteCode: booking.inviteCode });
  }
  bookingIds = (await stack.ok(host, '{ bookings { id } }')).bookings.map((b: { id: string }) => b.id);
  bookingId = bookingIds[0]!; // the stay in 10 days, which Grace joined
  for (const quantity of [1, 2, 3]) {
    await stack.ok(guest, BUY, { bookingId, lineItems: [{ serviceId, quantity }] });
  }
  for (let index = 0; index < 5; index++) {
    await rest(host, 'POST', '/messages', { booking: `/bookings/${bookingId}`, content: `Message ${index}` });
  }
});

describe('connections through the gateway', () => {
  it('walks every listing with endCursor, each once, in the order of the plain list', async () => {
    expect(propertyIds).toHaveLength(7);
    const { ids, pages } = await walk(host, PROPERTIES, 'propertiesPage', { first: 3 });
    expect(ids).toEqual(propertyIds);
    expect(pages).toHaveLength(3);
    expect(pages.map((page) => page.totalCount)).toEqual([7, 7, 7]);
    expect(pages[0]!.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: cursorOf(0),
      endCursor: cursorOf(2),
    });
    expect(pages[1]!.pageInfo.hasPreviousPage).toBe(true);
    expect(pages[2]!.nodes).toHaveLength(1);
    expect(pages[0]!.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual(propertyIds.slice(0, 3));
  });

  it('starts exactly after a cursor that is not on a page boundary', async () => {
    const page = (await stack.ok(host, PROPERTIES, { first: 3, after: cursorOf(1) })).propertiesPage;
    expect(page.nodes.map((node: { id: string }) => node.id)).toEqual(propertyIds.slice(2, 5));
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true, endCursor: cursorOf(4) });
    const tail = (await stack.ok(host, PROPERTIES, { first: 4, after: cursorOf(4) })).propertiesPage;
    expect(tail.nodes.map((node: { id: string }) => node.id)).toEqual(propertyIds.slice(5));
    expect(tail.pageInfo.hasNextPage).toBe(false);
  });

  it('takes 20 by default and refuses first above 100, below 1 or a foreign cursor', async () => {
    const page = (await stack.ok(host, PROPERTIES, {})).propertiesPage;
    expect(page.nodes).toHaveLength(7);
    expect(page.pageInfo.hasNextPage).toBe(false);
    expect(await errorCode(host, PROPERTIES, { first: 101 })).toBe('BAD_USER_INPUT');
    expect(await errorCode(host, PROPERTIES, { first: 0 })).toBe('BAD_USER_INPUT');
    expect(await errorCode(host, PROPERTIES, { first: 2, after: 'not a cursor' })).toBe('BAD_USER_INPUT');
    expect((await stack.ok(host, PROPERTIES, { first: 100 })).propertiesPage.totalCount).toBe(7);
  });

  it('never shows another user’s listings', async () => {
    const theirs = (await stack.ok(other, PROPERTIES, { first: 5 })).propertiesPage;
    expect(theirs.totalCount).toBe(1);
    expect(propertyIds).not.toContain(theirs.nodes[0].id);
  });

  it('pages the bookings in the order of `bookings`; NOT_FOUND for another user’s listing', async () => {
    const { ids, pages } = await walk(host, BOOKINGS, 'bookingsPage', { first: 2, propertyId: propertyIds[0] });
    expect(ids).toEqual(bookingIds);
    expect(pages.map((page) => page.totalCount)).toEqual([3, 3]);
    expect(await errorCode(other, BOOKINGS, { first: 2, propertyId: propertyIds[0] })).toBe('NOT_FOUND');
    expect((await stack.ok(other, BOOKINGS, { first: 2 })).bookingsPage.totalCount).toBe(0);
  });

  it('pages a conversation oldest first; NOT_FOUND for anyone else', async () => {
    const { ids, pages } = await walk(host, MESSAGES, 'messagesPage', { bookingId, first: 2 });
    const all = (await stack.ok(host, `{ messages(bookingId: "${bookingId}") { id } }`)).messages;
    expect(ids).toEqual(all.map((message: { id: string }) => message.id));
    // The notes of Grace's three orders, then the host's five.
    const contents = pages.flatMap((page) => page.nodes.map((node: { content: string }) => node.content));
    expect(contents.slice(3)).toEqual([0, 1, 2, 3, 4].map((index) => `Message ${index}`));
    expect(contents).toHaveLength(8);
    expect(pages.map((page) => page.totalCount)).toEqual([8, 8, 8, 8]);
    expect(await errorCode(other, MESSAGES, { bookingId, first: 2 })).toBe('NOT_FOUND');
  });

  it('pages a booking’s purchases for its host and its guest, oldest first', async () => {
    const PURCHASES = `query($id: ID!, $first: Int, $after: String) {
      booking(id: $id) { purchases { id } purchasesPage(first: $first, after: $after) { totalCount nodes { id } ${PAGE_INFO} } }
    }`;
    const all = (await stack.ok(host, PURCHASES, { id: bookingId, first: 1 })).booking.purchases;
    expect(all).toHaveLength(3);
    for (const user of [host, guest]) {
      const ids: string[] = [];
      let after: string | null = null;
      for (;;) {
        const page: Answer = (await stack.ok(user, PURCHASES, { id: bookingId, first: 2, after })).booking
          .purchasesPage;
        expect(page.totalCount).toBe(3);
        ids.push(...page.nodes.map((node: { id: string }) => node.id));
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(ids).toEqual(all.map((purchase: { id: string }) => purchase.id));
    }
  });

  it('pages a listing’s iCal links (none here: adding one fetches its feed)', async () => {
    const answer = await stack.ok(
      host,
      `query($id: ID!) { property(id: $id) { icalLinksPage(first: 5) { totalCount nodes { id } ${PAGE_INFO} } } }`,
      { id: propertyIds[0] },
    );
    expect(answer.property.icalLinksPage).toEqual({
      totalCount: 0,
      nodes: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    });
  });
});
