import { describe, expect, it } from 'vitest';
import { withTestStack, graphql, graphqlOk } from '../test/harness.js';
import { COMPLETE_FIELDS, addListing, addStay } from '../test/listings.js';

const stack = withTestStack({ users: ['Ada', 'Bob'] });
const [ada, bob] = stack.users;

// The dashboard screen's whole operation (web/src/routes/dashboard/Dashboard.graphql, fragments inlined).
const DASHBOARD = `query($today: Date!, $timeZone: String!, $from: Date!, $to: Date!) {
  me { id firstName currencySymbol }
  dashboard(today: $today, timeZone: $timeZone) {
    today month weekStart currency
    bookings { thisMonth lastMonth change }
    serviceRevenue { thisMonth lastMonth change }
    popularService { serviceId name sold }
    popularListing { propertyId name nights }
    agenda { kind date time bookingId propertyId propertyName guestName }
    feedback { bookingId propertyId propertyName guestName overall ratedAt }
  }
  properties(archived: false) { id name icalLinks { id provider { slug } lastSyncedAt lastSyncError } }
  propertyCalendars(from: $from, to: $to) { propertyId name from blocked bookings { id startDate endDate deletedAt name } }
}`;

const variables = { today: '2027-03-03', timeZone: 'Europe/London', from: '2027-03-01', to: '2027-04-04' };

describe('dashboard', () => {
  it('answers every figure of the screen in a fixed number of REST calls, the agenda from the listing', async () => {
    const rest = stack.gateway.rest.forToken(ada.token);
    const listing = await addListing(rest, 'Harbour View', COMPLETE_FIELDS);
    for (const [startDate, endDate, guest] of [
      ['2027-03-01', '2027-03-04', 'Grace'],
      ['2027-03-05', '2027-03-09', 'Alan'],
      ['2027-02-10', '2027-02-12', 'Edsger'],
    ] as const) {
      await addStay(rest, listing, startDate, endDate, guest);
    }
    const before = stack.gateway.rest.stats.requests;
    const data = await graphqlOk(stack.gateway.url, ada, DASHBOARD, variables);
    // me, the dashboard, the listings, their iCal links (one batch), the month's calendars.
    expect(stack.gateway.rest.stats.requests - before).toBeLessThanOrEqual(5);
    expect(data.dashboard).toMatchObject({
      today: '2027-03-03',
      month: '2027-03-01',
      weekStart: '2027-03-01',
      currency: 'gbp',
      bookings: { thisMonth: 2, lastMonth: 1, change: 100 },
      serviceRevenue: { thisMonth: 0, lastMonth: 0, change: null },
      popularService: null,
      popularListing: { propertyId: String(listing.id), name: 'Harbour View', nights: 7 },
      feedback: [],
    });
    expect(data.dashboard.agenda).toEqual([
      expect.objectContaining({
        kind: 'CHECK_IN',
        date: '2027-03-01',
        time: COMPLETE_FIELDS.arriveAfter,
        guestName: 'Grace',
      }),
      expect.objectContaining({ kind: 'CHECK_OUT', date: '2027-03-04', time: COMPLETE_FIELDS.departBefore }),
      expect.objectContaining({ kind: 'CHECK_IN', date: '2027-03-05', guestName: 'Alan' }),
    ]);
    expect(data.propertyCalendars).toHaveLength(1);

    // Another host sees none of it.
    const other = await graphqlOk(stack.gateway.url, bob, DASHBOARD, variables);
    expect(other.dashboard.bookings).toEqual({ thisMonth: 0, lastMonth: 0, change: null });
    expect(other.dashboard.agenda).toEqual([]);
  });

  it('says BAD_USER_INPUT for an unknown time zone', async () => {
    const response = await graphql(stack.gateway.url, DASHBOARD, {
      variables: { ...variables, timeZone: 'Mars/Olympus' },
      token: ada.token,
    });
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
