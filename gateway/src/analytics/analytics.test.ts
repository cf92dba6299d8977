import { describe, expect, it } from 'vitest';
import { withTestStack, graphql, graphqlOk } from '../test/harness.js';
import { COMPLETE_FIELDS, addListing, addStay } from '../test/listings.js';

const stack = withTestStack({ users: ['Ada', 'Bob'] });
const [ada, bob] = stack.users;

// The analytics screen's figures (web/src/routes/analytics/AnalyticsPage.graphql, fragments inlined).
const ANALYTICS = `query($today: Date!, $timeZone: String!, $propertyId: ID, $month: String) {
  analytics(today: $today, timeZone: $timeZone, propertyId: $propertyId, month: $month) {
    today currency propertyId
    sales { month quoted estimated services }
    servicesSold { month { current previous change } year { current previous change } }
    services { serviceId name sold revenue }
    ratings { count cleanliness condition app overall }
    listings { propertyId name count overall }
    transactions { month entries { purchaseId bookingId propertyId amount currency } totals { currency amount } }
  }
}`;

describe('analytics', () => {
  it('answers the page in one REST call, for all listings or one, and hides other hosts', async () => {
    const rest = stack.gateway.rest.forToken(ada.token);
    const listing = await addListing(rest, 'Harbour View', COMPLETE_FIELDS);
    await addStay(rest, listing, '2027-03-01', '2027-03-04', 'Grace');
    const variables = { today: '2027-03-20', timeZone: 'Europe/London' };
    const before = stack.gateway.rest.stats.requests;
    const data = await graphqlOk(stack.gateway.url, ada, ANALYTICS, variables);
    expect(stack.gateway.rest.stats.requests - before).toBe(1);
    expect(data.analytics).toMatchObject({
      today: '2027-03-20',
      currency: 'gbp',
      propertyId: null,
      servicesSold: { month: { current: 0, previous: 0, change: null } },
      ratings: { count: 0, overall: null },
      listings: [{ propertyId: String(listing.id), name: 'Harbour View', count: 0, overall: null }],
      transactions: { month: '2027-03-01', entries: [], totals: [] },
    });
    expect(data.analytics.sales).toHaveLength(12);
    expect(data.analytics.sales[11]).toMatchObject({ month: '2027-03-01', estimated: 0, services: 0 });
    expect(data.analytics.sales[11].quoted).toBeGreaterThan(0);

    const one = await graphqlOk(stack.gateway.url, ada, ANALYTICS, { ...variables, propertyId: String(listing.id) });
    expect(one.analytics.propertyId).toBe(String(listing.id));

    const other = await graphql(stack.gateway.url, ANALYTICS, {
      variables: { ...variables, propertyId: String(listing.id) },
      token: bob.token,
    });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('says BAD_USER_INPUT for a month that is not YYYY-MM', async () => {
    const response = await graphql(stack.gateway.url, ANALYTICS, {
      variables: { today: '2027-03-20', timeZone: 'UTC', month: 'March' },
      token: ada.token,
    });
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
