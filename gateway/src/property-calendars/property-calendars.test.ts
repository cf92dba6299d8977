import { describe, expect, it } from 'vitest';
import type { RestCaller } from '../rest/client.js';
import {
  withTestStack,
  type Answer,
  graphql,
  type GraphQLResponse,
  registerUser,
  type TestUser,
} from '../test/harness.js';
import { AIRBNB_ICAL, COMPLETE_FIELDS, addListing, addStay } from '../test/listings.js';

const stack = withTestStack({ users: ['Ada', 'Bob'] });
const [ada, bob] = stack.users;

const restAs = (user: TestUser): RestCaller => stack.gateway.rest.forToken(user.token);

async function counted(user: TestUser, operation: string, variables: Record<string, unknown> = {}) {
  const before = stack.gateway.rest.stats.requests;
  const response: GraphQLResponse<Answer> = await graphql<Answer>(stack.gateway.url, operation, {
    variables,
    token: user.token,
  });
  return { response, calls: stack.gateway.rest.stats.requests - before };
}

const { ok } = stack;

const priced = (user: TestUser, name: string) => addListing(restAs(user), name, COMPLETE_FIELDS);

const CALENDARS = `query($from: Date!, $to: Date!, $ids: [ID!]) {
  propertyCalendars(from: $from, to: $to, propertyIds: $ids) {
    propertyId name from to baseRate pricingMissing bookingSettingsMissing
    rates minNights blocked rateOverridden minNightsOverridden bars
    bookings { id startDate endDate providerGuestName direct property { id name } }
  }
}`;
const DAYS = `query($propertyId: ID!, $from: Date!, $to: Date!) {
  propertyCalendarDays(propertyId: $propertyId, from: $from, to: $to) {
    id date rate blocked minNights rateOverride minNightsOverride
  }
}`;
const DAY_FIELDS = 'id date rate blocked minNights rateOverride minNightsOverride';
const OVERRIDE_RATE = `mutation($propertyId: ID!, $fromDate: Date!, $toDate: Date!, $rate: Int!) {
  overrideCalendarRate(propertyId: $propertyId, fromDate: $fromDate, toDate: $toDate, rate: $rate) { ${DAY_FIELDS} }
}`;
const OVERRIDE_MIN = `mutation($propertyId: ID!, $fromDate: Date!, $toDate: Date!, $minNights: Int!) {
  overrideCalendarMinNights(propertyId: $propertyId, fromDate: $fromDate, toDate: $toDate, minNights: $minNights) {
    ${DAY_FIELDS}
  }
}`;
const RANGE = (name: string) => `mutation($propertyId: ID!, $fromDate: Date!, $toDate: Date!) {
  ${name}(propertyId: $propertyId, fromDate: $fromDate, toDate: $toDate) { ${DAY_FIELDS} }
}`;
const BOOKING_FIELDS = `id startDate endDate providerGuestName name numberOfGuest paymentMethod inviteCode direct deletedAt
  missingSince conflict provider { slug } icalLink { id } purchases { id } property { id }
  quote { nights guests subtotal total nightly { date rate } fees { kind amount } }`;
const ADD_BOOKING = `mutation($input: DirectBookingInput!) { addDirectBooking(input: $input) { ${BOOKING_FIELDS} } }`;
const BOOKING = `query($id: ID!) { booking(id: $id) { ${BOOKING_FIELDS} } }`;
const BOOKINGS = `query($propertyId: ID, $from: Date, $to: Date) {
  bookings(propertyId: $propertyId, from: $from, to: $to) { id startDate }
}`;
const DELETE = 'mutation($id: ID!) { deleteBooking(id: $id) { removedId property { id } } }';
const CANCEL = 'mutation($id: ID!) { cancelBooking(id: $id) { id deletedAt } }';

const pushesOf = async (user: TestUser, property: { '@id': string }) =>
  (await restAs(user).get('/property-sync-logs', { 'property[]': [property['@id']] }))['hydra:member'];

describe('the multi-property calendar', () => {
  it('makes one REST call for 1 listing and for 20 (two with each row’s listing)', async () => {
    const user = await registerUser(stack.gateway.url, 'Many');
    const first = await priced(user, 'Listing 00');
    const variables = { from: '2027-03-01', to: '2027-03-10' };
    const one = await counted(user, CALENDARS.replace(' property { id name }', ''), variables);
    expect(one.response.errors).toBeUndefined();
    expect(one.calls).toBe(1);
    expect(one.response.data!.propertyCalendars).toEqual([
      {
        propertyId: String(first.id),
        name: 'Listing 00',
        from: '2027-03-01',
        to: '2027-03-10',
        baseRate: COMPLETE_FIELDS.baseRate,
        pricingMissing: false,
        bookingSettingsMissing: false,
        rates: expect.any(Array),
        minNights: [[COMPLETE_FIELDS.minNights, 10]],
        blocked: [[false, 10]],
        rateOverridden: [[false, 10]],
        minNightsOverridden: [[false, 10]],
        bars: [],
        bookings: [],
      },
    ]);
    // Runs of equal rates ([rate, nights]) that cover the 10 nights.
    const runs: [number, number][] = one.response.data!.propertyCalendars[0].rates;
    expect(runs.reduce((nights, [, count]) => nights + count, 0)).toBe(10);

    const rest = restAs(user);
    for (let index = 1; index < 20; index++) {
      const listing = await priced(user, `Listing ${String(index).padStart(2, '0')}`);
      await addStay(rest, listing, '2027-03-03', '2027-03-05', `Guest ${index}`);
    }
    const twenty = await counted(user, CALENDARS.replace(' property { id name }', ''), variables);
    expect(twenty.response.errors).toBeUndefined();
    expect(twenty.response.data!.propertyCalendars).toHaveLength(20);
    expect(twenty.calls).toBe(1);
    const withListings = await counted(user, CALENDARS, variables);
    expect(withListings.response.errors).toBeUndefined();
    expect(withListings.calls).toBe(2); // + one GET /properties?id[]=… for every booking's listing
    const { bookings, bars } = withListings.response.data!.propertyCalendars[1];
    expect(bookings).toEqual([
      expect.objectContaining({ providerGuestName: 'Guest 1', direct: true, property: expect.any(Object) }),
    ]);
    // The same stay as a bar: id, arrival, nights, guest, channel (direct: null), status.
    expect(bars).toEqual([[bookings[0].id, '2027-03-03', 2, 'Guest 1', null, null]]);
  });

  it('leaves other users’ listings out; their single calendar is NOT_FOUND', async () => {
    const theirs = await priced(bob, 'Theirs');
    const data = await ok(ada, CALENDARS, { from: '2027-03-01', to: '2027-03-02', ids: [String(theirs.id)] });
    expect(data.propertyCalendars).toEqual([]);
    const days = await graphql(stack.gateway.url, DAYS, {
      variables: { propertyId: String(theirs.id), from: '2027-03-01', to: '2027-03-02' },
      token: ada.token,
    });
    expect(days.errors).toMatchObject([{ extensions: { code: 'NOT_FOUND' } }]);
    const override = await graphql(stack.gateway.url, OVERRIDE_RATE, {
      variables: { propertyId: String(theirs.id), fromDate: '2027-03-01', toDate: '2027-03-02', rate: 9900 },
      token: ada.token,
    });
    expect(override.errors).toMatchObject([{ extensions: { code: 'NOT_FOUND' } }]);
  });
});

describe('overrides and blocks', () => {
  it('an override answers the changed CalendarDays with ids; a later read shows them; each pushes rad', async () => {
    const property = await priced(ada, 'Overridden');
    const propertyId = String(property.id);
    const range = { propertyId, fromDate: '2027-04-10', toDate: '2027-04-12' };
    const { overrideCalendarRate: days } = await ok(ada, OVERRIDE_RATE, { ...range, rate: 9900 });
    expect(days).toEqual(
      ['2027-04-10', '2027-04-11', '2027-04-12'].map((date) => ({
        id: `${propertyId}:${date}`,
        date,
        rate: 9900,
        blocked: false,
        minNights: COMPLETE_FIELDS.minNights,
        rateOverride: 9900,
        minNightsOverride: null,
      })),
    );
    const { overrideCalendarMinNights: minDays } = await ok(ada, OVERRIDE_MIN, { ...range, minNights: 5 });
    expect(minDays.map((day: Answer) => [day.id, day.minNights, day.minNightsOverride, day.rate])).toEqual(
      days.map((day: Answer) => [day.id, 5, 5, 9900]),
    );

    const read = await ok(ada, DAYS, { propertyId, from: '2027-04-09', to: '2027-04-13' });
    expect(read.propertyCalendarDays.map((day: Answer) => day.id)).toEqual(
      ['09', '10', '11', '12', '13'].map((d) => `${propertyId}:2027-04-${d}`),
    );
    expect(read.propertyCalendarDays.slice(1, 4)).toEqual(
      days.map((day: Answer) => ({ ...day, minNights: 5, minNightsOverride: 5 })),
    );
    expect(read.propertyCalendarDays[0]).toMatchObject({ rateOverride: null, minNights: COMPLETE_FIELDS.minNights });

    const grid = await ok(ada, CALENDARS, { from: '2027-04-09', to: '2027-04-13', ids: [propertyId] });
    expect(grid.propertyCalendars[0]).toMatchObject({
      rateOverridden: [
        [false, 1],
        [true, 3],
        [false, 1],
      ],
      minNights: [
        [2, 1],
        [5, 3],
        [2, 1],
      ],
    });

    const { clearCalendarOverrides: cleared } = await ok(ada, RANGE('clearCalendarOverrides'), range);
    expect(cleared.map((day: Answer) => [day.id, day.rateOverride, day.minNightsOverride])).toEqual(
      days.map((day: Answer) => [day.id, null, null]),
    );
    const pushes = await pushesOf(ada, property);
    expect(pushes.map((log) => [log.kind, log.changed]).sort()).toEqual([
      ['rad', 'calendarMinNights'],
      ['rad', 'calendarRates'],
      ['rad', 'calendarRates'],
    ]);
  });

  it('block and unblock answer the days; a block over a booking is BAD_USER_INPUT with the REST violation', async () => {
    const property = await priced(ada, 'Blocked');
    const propertyId = String(property.id);
    const { blockCalendarDates: blocked } = await ok(ada, RANGE('blockCalendarDates'), {
      propertyId,
      fromDate: '2027-05-01',
      toDate: '2027-05-02',
    });
    expect(blocked).toEqual([
      expect.objectContaining({ id: `${propertyId}:2027-05-01`, blocked: true }),
      expect.objectContaining({ id: `${propertyId}:2027-05-02`, blocked: true }),
    ]);
    const { unblockCalendarDates: unblocked } = await ok(ada, RANGE('unblockCalendarDates'), {
      propertyId,
      fromDate: '2027-05-02',
      toDate: '2027-05-02',
    });
    expect(unblocked).toEqual([expect.objectContaining({ id: `${propertyId}:2027-05-02`, blocked: false })]);

    await addStay(restAs(ada), property, '2027-05-10', '2027-05-13', 'Grace');
    const refused = await graphql(stack.gateway.url, RANGE('blockCalendarDates'), {
      variables: { propertyId, fromDate: '2027-05-12', toDate: '2027-05-14' },
      token: ada.token,
    });
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      violations: [{ propertyPath: 'fromDate', message: expect.any(String) }],
    });
  });
});

describe('bookings', () => {
  it('quotes a stay before it is booked, with the price the booking then stores', async () => {
    const property = await priced(ada, 'Quoted');
    const QUOTE = `query Quote($propertyId: ID!, $startDate: Date!, $endDate: Date!, $guests: Int) {
      stayQuote(propertyId: $propertyId, startDate: $startDate, endDate: $endDate, numberOfGuest: $guests) {
        available
        quote { nights guests subtotal total nightly { date rate } fees { kind amount } }
      }
    }`;
    const dates = { propertyId: String(property.id), startDate: '2027-08-01', endDate: '2027-08-04' };
    const { stayQuote } = await ok(ada, QUOTE, { ...dates, guests: 2 });
    expect(stayQuote).toMatchObject({ available: true, quote: { nights: 3, guests: 2 } });
    const input = { ...dates, providerGuestName: 'Grace Hopper', numberOfGuest: 2 };
    const { addDirectBooking } = await ok(ada, ADD_BOOKING, { input });
    expect(addDirectBooking.quote).toMatchObject(stayQuote.quote);
    expect((await ok(ada, QUOTE, dates)).stayQuote).toMatchObject({ available: false, quote: { guests: 1 } });

    const others = await graphql(stack.gateway.url, QUOTE, { variables: dates, token: bob.token });
    expect(others.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const bad = await graphql(stack.gateway.url, QUOTE, {
      variables: { ...dates, endDate: '2027-08-01' },
      token: ada.token,
    });
    expect(bad.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      violations: [{ propertyPath: 'endDate', message: 'The check-out date must be after the arrival date' }],
    });
  });

  it('direct booking round trip: quote, invite code, read back, listed, refused overlap, deleted', async () => {
    const property = await priced(ada, 'Direct');
    const propertyId = String(property.id);
    const input = {
      propertyId,
      startDate: '2027-06-01',
      endDate: '2027-06-04',
      providerGuestName: 'Grace Hopper',
      numberOfGuest: 2,
      paymentMethod: 'Bank transfer',
    };
    const pushesBefore = (await pushesOf(ada, property)).length;
    const { addDirectBooking: booking } = await ok(ada, ADD_BOOKING, { input });
    expect(booking).toMatchObject({
      startDate: '2027-06-01',
      endDate: '2027-06-04',
      providerGuestName: 'Grace Hopper',
      name: 'Grace Hopper',
      numberOfGuest: 2,
      paymentMethod: 'Bank transfer',
      inviteCode: expect.any(String),
      direct: true,
      deletedAt: null,
      missingSince: null,
      conflict: false,
      provider: null,
      icalLink: null,
      purchases: [],
      property: { id: propertyId },
      quote: { nights: 3, guests: 2, nightly: expect.any(Array) },
    });
    expect(booking.quote.nightly).toHaveLength(3);
    const pushes = await pushesOf(ada, property);
    expect(pushes).toHaveLength(pushesBefore + 1);
    expect(pushes).toContainEqual(expect.objectContaining({ kind: 'rad', changed: 'bookings' }));
    expect((await ok(ada, BOOKING, { id: booking.id })).booking).toEqual(booking);
    const listed = await ok(ada, BOOKINGS, { propertyId, from: '2027-05-01', to: '2027-07-01' });
    expect(listed.bookings).toEqual([{ id: booking.id, startDate: '2027-06-01' }]);

    const overlap = await graphql(stack.gateway.url, ADD_BOOKING, {
      variables: { input: { ...input, startDate: '2027-06-03', endDate: '2027-06-05' } },
      token: ada.token,
    });
    expect(overlap.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      violations: [{ propertyPath: 'startDate', message: 'These dates overlap a booking' }],
    });

    // Cancelling is for Vrbo bookings only.
    const cancel = await graphql(stack.gateway.url, CANCEL, { variables: { id: booking.id }, token: ada.token });
    expect(cancel.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      violations: [expect.objectContaining({ propertyPath: 'ota' })],
    });

    const removed = await ok(ada, DELETE, { id: booking.id });
    expect(removed.deleteBooking).toEqual({ removedId: booking.id, property: { id: propertyId } });
    const gone = await graphql(stack.gateway.url, BOOKING, { variables: { id: booking.id }, token: ada.token });
    expect(gone.errors).toMatchObject([{ extensions: { code: 'NOT_FOUND' } }]);
  });

  it('another user’s booking or listing: NOT_FOUND', async () => {
    const theirs = await priced(bob, 'Bob’s');
    const booking = await restAs(bob).post('/bookings', {
      property: theirs['@id'],
      startDate: '2027-07-01',
      endDate: '2027-07-03',
      providerGuestName: 'Alan',
      numberOfGuest: 1,
    });
    const id = String(booking.id);
    for (const [operation, variables] of [
      [BOOKING, { id }],
      [DELETE, { id }],
      [CANCEL, { id }],
      [BOOKINGS, { propertyId: String(theirs.id) }],
    ] as const) {
      const response = await graphql(stack.gateway.url, operation, { variables, token: ada.token });
      expect(response.errors).toMatchObject([{ extensions: { code: 'NOT_FOUND' } }]);
    }
    const added = await graphql(stack.gateway.url, ADD_BOOKING, {
      variables: {
        input: {
          propertyId: String(theirs.id),
          startDate: '2027-08-01',
          endDate: '2027-08-03',
          providerGuestName: 'Eve',
          numberOfGuest: 1,
        },
      },
      token: ada.token,
    });
    expect(added.errors?.[0]?.extensions.code).toMatch(/NOT_FOUND|BAD_USER_INPUT/);
    expect((await restAs(bob).get(`/bookings/${booking.id}`)).deletedAt).toBeNull();
  });

  it('rotateIcalExportUrl gives a new export URL', async () => {
    const property = await priced(ada, 'Exported');
    const query = `query($id: ID!) { property(id: $id) { id icalExportUrl } }`;
    const before = (await ok(ada, query, { id: String(property.id) })).property.icalExportUrl;
    expect(before).toMatch(/\/api\/ical\/.+\.ics$/);
    const rotated = await ok(ada, 'mutation($id: ID!) { rotateIcalExportUrl(propertyId: $id) { id icalExportUrl } }', {
      id: String(property.id),
    });
    expect(rotated.rotateIcalExportUrl.icalExportUrl).toMatch(/\/api\/ical\/.+\.ics$/);
    expect(rotated.rotateIcalExportUrl.icalExportUrl).not.toBe(before);
  });

  it('syncIcalLink syncs a link now and answers its counts and conflicts; others’ links are NOT_FOUND', async () => {
    const property = await priced(ada, 'Synced');
    const link = await restAs(ada).post('/calendars', { property: property['@id'], url: AIRBNB_ICAL });
    const sync =
      'mutation($id: ID!) { syncIcalLink(id: $id) { id lastSyncedAt lastSyncError lastSyncWarning bookingsCount blocksCount conflicts { booking { id } } } }';
    const { syncIcalLink } = await ok(ada, sync, { id: String(link.id) });
    expect(syncIcalLink).toEqual({
      id: String(link.id),
      lastSyncedAt: expect.stringMatching(/^\d{4}-/),
      lastSyncError: null,
      lastSyncWarning: null,
      bookingsCount: 0,
      blocksCount: 0,
      conflicts: [],
    });
    const refused = await graphql(stack.gateway.url, sync, { variables: { id: String(link.id) }, token: bob.token });
    expect(refused.errors).toMatchObject([{ extensions: { code: 'NOT_FOUND' } }]);
  });
});
