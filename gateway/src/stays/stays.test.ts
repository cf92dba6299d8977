import { beforeAll, describe, expect, it } from 'vitest';
import { withTestStack, type Answer, graphql } from '../test/harness.js';
import { COMPLETE_FIELDS, addListing } from '../test/listings.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const STAY = `query($bookingId: ID!) {
  stay(bookingId: $bookingId) {
    id startDate endDate numberOfGuest cancelled paysOnline
    listing { id name address { street town } arriveAfter departBefore welcomeMessage }
    checkInSteps { description imageUrl }
    wifi { name code }
    homeGuides { id type title }
    services { id title price currency terms }
    purchases { id name payment lineItems { name quantity price currency } }
  }
}`;
const BUY = `mutation($bookingId: ID!, $lineItems: [PurchaseLineInput!]!) {
  purchaseServices(bookingId: $bookingId, lineItems: $lineItems) {
    id name payment lineItems { id name quantity price service { id } }
  }
}`;
const HOST_BOOKING = `query($id: ID!) { booking(id: $id) { id purchases { id name lineItems { quantity service { id title } } } } }`;

let bookingId: string;
let serviceId: string;

const stack = withTestStack({ users: ['Ada', 'Grace', 'Eve'] });
const [host, guest, otherHost] = stack.users;
const { ok } = stack;
beforeAll(async () => {
  await ok(host, 'mutation { updateUser(input: { currency: eur }) { id } }');
  const { createService } = await ok(host, 'mutation($input: ServiceInput!) { createService(input: $input) { id } }', {
    input: { title: 'Late check-out', price: 2500, terms: 'Until 1 pm' },
  });
  serviceId = createService.id;
  const rest = stack.gateway.rest.forToken(host.token);
  const property = await addListing(rest, 'Harbour View', {
    ...COMPLETE_FIELDS,
    services: [Number(serviceId)],
    wifiName: 'Harbour-5G',
    wifiCode: 'sea-breeze',
  });
  const { addDirectBooking } = await ok(
    host,
    'mutation($input: DirectBookingInput!) { addDirectBooking(input: $input) { id inviteCode } }',
    {
      input: {
        propertyId: String(property.id),
        startDate: inDays(1),
        endDate: inDays(4),
        providerGuestName: 'Grace Host',
        numberOfGuest: 2,
      },
    },
  );
  bookingId = addDirectBooking.id;
  await ok(
    guest,
    'mutation($bookingId: ID!, $inviteCode: String!) { joinBooking(bookingId: $bookingId, inviteCode: $inviteCode) { id } }',
    { bookingId, inviteCode: addDirectBooking.inviteCode },
  );
});

describe('the guest app over GraphQL', () => {
  it('reads the stay for the guest; NOT_FOUND for its host and another host', async () => {
    const { stay } = await ok(guest, STAY, { bookingId });
    expect(stay).toMatchObject({
      id: bookingId,
      startDate: inDays(1),
      numberOfGuest: 2,
      cancelled: false,
      paysOnline: false,
      listing: { name: 'Harbour View', arriveAfter: COMPLETE_FIELDS.arriveAfter },
      wifi: { name: 'Harbour-5G', code: 'sea-breeze' },
      services: [{ id: serviceId, title: 'Late check-out', price: 2500, currency: 'eur', terms: 'Until 1 pm' }],
      purchases: [],
    });
    expect(stay.checkInSteps[0].description).toBe(COMPLETE_FIELDS.checkInStep1Description);
    for (const user of [host, otherHost]) {
      const answer = await graphql<Answer>(stack.gateway.url, STAY, { variables: { bookingId }, token: user.token });
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('orders a service; the guest and the host both see the purchase', async () => {
    const { purchaseServices } = await ok(guest, BUY, { bookingId, lineItems: [{ serviceId, quantity: 2 }] });
    expect(purchaseServices).toMatchObject({
      name: '2 × Late check-out',
      payment: 'ON_ARRIVAL',
      // The guest cannot read the host's service itself: the line keeps its copied name and price.
      lineItems: [{ name: 'Late check-out', quantity: 2, price: 2500, service: null }],
    });
    expect((await ok(guest, STAY, { bookingId })).stay.purchases).toHaveLength(1);
    const { booking } = await ok(host, HOST_BOOKING, { id: bookingId });
    expect(booking.purchases).toEqual([
      {
        id: purchaseServices.id,
        name: '2 × Late check-out',
        lineItems: [{ quantity: 2, service: { id: serviceId, title: 'Late check-out' } }],
      },
    ]);
    const refused = await graphql<Answer>(stack.gateway.url, BUY, {
      variables: { bookingId, lineItems: [{ serviceId, quantity: 1 }] },
      token: otherHost.token,
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a rating before checkout with when it opens; the host reads ratings on the booking', async () => {
    const RATE = `mutation($bookingId: ID!, $input: StayRatingInput!) {
      rateStay(bookingId: $bookingId, input: $input) { id ratingOpen rating { overall } }
    }`;
    const input = { cleanliness: 5, condition: 4, app: 5, overall: 4 };
    const early = await graphql<Answer>(stack.gateway.url, RATE, {
      variables: { bookingId, input },
      token: guest.token,
    });
    expect(early.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      violations: [{ propertyPath: 'overall', message: `You can rate your stay from ${inDays(4)}` }],
    });
    expect((await ok(guest, STAY, { bookingId })).stay).toMatchObject({ purchases: [expect.anything()] });
    const { booking } = await ok(host, `query($id: ID!) { booking(id: $id) { ratingOverall ratingApp } }`, {
      id: bookingId,
    });
    expect(booking).toEqual({ ratingOverall: null, ratingApp: null });
  });
});
